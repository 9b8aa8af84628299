// Target regions in member function templates, read once per
// specialization the program uses: a class's member template called with
// two element types; a member template of a class template (the class's
// argument and the member's); one taking a lambda, one a functor; one
// whose non-type argument only the call gives (`scale<3>`), read from the
// specialization's body; and regions using `this` (the object's members,
// private ones too); member templates defined in their class, and
// outside it (of a class, of a class template).  Each is checked against
// a serial computation.
// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
#include <cstdio>

struct Doubler {
	template <typename T>
	void run(T *x, int n)
	{
#pragma omp target teams distribute parallel for map(tofrom: x[0:n])
		for (int i = 0; i < n; i++)
			x[i] = x[i] * 2 + 1;
	}
	template <int K, typename T>
	void scale(T *x, int n);
};

template <int K, typename T>
void
Doubler::scale(T *x, int n)
{
#pragma omp target teams distribute parallel for map(tofrom: x[0:n])
	for (int i = 0; i < n; i++)
		x[i] *= K;
}

template <typename T>
struct Vec {
	int n;
	T *d;

	Vec(int len, T *p) : n(len), d(p) {}
	template <typename Op>
	void apply(Op op)
	{
#pragma omp target teams distribute parallel for map(tofrom: d[0:n])
		for (int i = 0; i < n; i++)
			d[i] = op(d[i]);
	}
	template <typename U>
	void add(const U *w);
};

template <typename T>
template <typename U>
void
Vec<T>::add(const U *w)
{
#pragma omp target teams distribute parallel for map(tofrom: d[0:n]) map(to: w[0:n])
	for (int i = 0; i < n; i++)
		d[i] += (T)w[i];
}

struct Twice {
	double operator()(double v) const { return 2 * v; }
};

class Grid {
	int n;
	double *d;
	double base;

public:
	Grid(int len, double *p, double b) : n(len), d(p), base(b) {}
	template <typename V>
	void fill(V v)
	{
#pragma omp target teams distribute parallel for map(from: d[0:n])
		for (int i = 0; i < n; i++)
			d[i] = base + v * i;
	}
};

enum { N = 1000 };

static int
check(const char *what, double got, double want)
{
	if (got == want)
		return 0;
	printf("FAIL %s: %g, not %g\n", what, got, want);
	return 1;
}

int
main()
{
	static double a[N], b[N], r[N], w[N];
	static float f[N], rf[N];
	static int k[N], rk[N];
	int bad = 0;

	for (int i = 0; i < N; i++) {
		a[i] = r[i] = i * 0.5;
		f[i] = rf[i] = (float)(i % 7);
		k[i] = rk[i] = i - 500;
		w[i] = i % 3;
	}
	Doubler dbl;
	dbl.run(a, N);
	dbl.run(f, N);
	dbl.scale<3>(k, N);
	dbl.scale<5>(f, N);
	for (int i = 0; i < N; i++) {
		r[i] = r[i] * 2 + 1;
		rf[i] = (rf[i] * 2 + 1) * 5;
		rk[i] *= 3;
	}
	Vec<double> v(N, a);
	v.apply(Twice{});
	double s = 0.25;
	v.apply([s](double x) { return x + s; });
	v.add(w);
	v.add(k);
	Vec<int> vi(N, k);
	vi.apply([](int x) { return x - 1; });
	for (int i = 0; i < N; i++) {
		r[i] = 2 * r[i] + 0.25 + w[i] + rk[i];
		rk[i] -= 1;
	}
	Grid g(N, b, 1.5);
	g.fill(0.5);
	g.fill(2);
	for (int i = 0; i < N; i++) {
		bad += check("Doubler::run / Vec::apply / Vec::add of a", a[i], r[i]);
		bad += check("Doubler::run / scale of f", f[i], rf[i]);
		bad += check("Vec<int>::apply of k", k[i], rk[i]);
		bad += check("Grid::fill", b[i], 1.5 + 2 * i);
		if (bad)
			return 1;
	}
	printf("PASS\n");
	return 0;
}
