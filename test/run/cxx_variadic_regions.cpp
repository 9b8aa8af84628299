// Target regions in variadic function templates: a kernel per
// instantiation, each element of the function parameter pack captured on
// its own.  The regions use the pack in pack expansions (call arguments,
// a braced list, `Ts(args)...` naming the type pack), sizeof... of both
// packs, fold expressions (binary and unary, left and right, `&&`), and
// an empty pack; parameters `Ts... args` and `const Ts &... args`.  Each
// is checked against the same computation on the host.
// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
#include <cstdio>
#include <cmath>
#include <initializer_list>

template <class T> inline T sq(T x) { return x * x; }
template <class... Ts> inline double sum(Ts... xs) { return (0.0 + ... + (double)xs); }
template <typename T> inline T maxv(T a) { return a; }
template <typename T, typename... Ts> inline T maxv(T a, Ts... r) { T m = maxv(r...); return a > m ? a : m; }

template <typename T, typename... Ts>
void run(T *a, int n, Ts... args)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	for (int i = 0; i < n; i++) {
		T s = (T)sizeof...(args) + (T)sizeof...(Ts);
		s += (a[i] * ... * args);
		s += (args - ... - 1);
		s += (... + sq(args));
		s += (true && ... && (args > 0)) ? 1 : 0;
		s += sum(Ts(args)..., i);
		a[i] = s;
	}
}

template <class T, class... Ts>
T run_host(T x, int i, Ts... a)
{
	T s = (T)sizeof...(a) + (T)sizeof...(Ts);
	s += (x * ... * a);
	s += (a - ... - 1);
	s += (T(0) + ... + sq(a));
	s += (true && ... && (a > 0)) ? 1 : 0;
	s += sum(Ts(a)..., i);
	return s;
}

template <typename... Ts>
void scale(float *a, int n, const Ts &...ks)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	for (int i = 0; i < n; i++)
		a[i] = a[i] * (1 * ... * ks) + sum(ks...) + sum(i, ks...);
}

template <typename... Cs>
void poly(int n, const double *x, double *y, Cs... cs)
{
#pragma omp target teams distribute parallel for map(to: x[0:n]) map(from: y[0:n])
	for (int i = 0; i < n; i++) {
		double acc = 0;
		for (double c : {double(cs)...})
			acc = acc * x[i] + c;
		y[i] = acc + sum(cs...) + maxv(x[i], double(cs)...);
	}
}

static int near(double a, double b, double tol) { return std::fabs(a - b) <= tol * (1 + std::fabs(b)); }

int main()
{
	const int n = 300;
	double d[n], x[n], y[n];
	float f[n], g[n];
	int bad = 0;

	for (int i = 0; i < n; i++) {
		d[i] = i * 0.5;
		f[i] = g[i] = i * 0.25f;
		x[i] = i * 0.01 - 2;
	}
	run(d, n, 2, 3.5f, -1.0);
	run(f, n, 3u);
	scale(f, n, 2, 3.0);
	scale(g, n);
	poly(n, x, y, 1.0, -2.0, 3);
	for (int i = 0; i < n; i++) {
		double e = run_host(i * 0.5, i, 2, 3.5f, -1.0);
		float h = run_host(i * 0.25f, i, 3u) * 6 + (float)sum(2, 3.0) + (float)sum(i, 2, 3.0);
		double p = ((1.0 * x[i]) - 2.0) * x[i] + 3 + 2.0 + (x[i] > 3.0 ? x[i] : 3.0);
		bad += !near(d[i], e, 1e-12) + !near(f[i], h, 1e-6) + !near(g[i], i * 0.25f + i, 1e-6) +
		       !near(y[i], p, 1e-12);
	}
	std::printf("%s\n", bad ? "FAIL" : "PASS");
	return bad != 0;
}
