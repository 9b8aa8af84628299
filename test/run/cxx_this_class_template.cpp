// `this` in the target regions of class templates' member functions
// (OpenMP 5.2 5.8.9), one kernel per instantiation the program uses: data
// members named alone reach the object through `this`, mapped tofrom
// (the scale a region writes comes back), a pointer member mapped by a
// section written with and without `this->`, a member array, a member
// function called in the region, `map(this[:1])`, data directives that
// map `this`, a member defined outside its class, in a namespace, with
// a default template argument.
// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
#include <cstdio>

namespace heat {
template <typename T, int W = 4>
struct Stencil {
	T *u;
	int n;
	T scale;
	T hist[W];

	T weigh(T x) const { return scale * x; }
	void apply()
	{
#pragma omp target teams distribute parallel for map(tofrom: u[0:n])
		for (int i = 0; i < n; i++)
			u[i] = weigh(u[i]) + 1;
	}
	void grow()
	{
#pragma omp target map(this[:1])
		{ scale = scale + 1; }
	}
	void tally();
	void keep()
	{
#pragma omp target enter data map(to: this[:1], this->u[0:n])
	}
	void release()
	{
#pragma omp target exit data map(from: this->u[0:n]) map(release: this[:1])
	}
};
}

template <typename T, int W>
void heat::Stencil<T, W>::tally()
{
#pragma omp target map(to: this->u[0:this->n]) map(tofrom: hist)
	for (int i = 0; i < n; i++)
		hist[i % W] += this->u[i];
}

template <typename T>
static int
check(T *u, int n, const heat::Stencil<T> &s, T first, T second)
{
	int bad = 0;
	for (int i = 0; i < n; i++)
		if (u[i] != second * (first * (T)i + 1) + 1)
			bad++;
	for (int w = 0; w < 4; w++) {
		T want = 0;
		for (int i = w; i < n; i += 4)
			want += u[i];
		if (s.hist[w] != want)
			bad++;
	}
	return bad;
}

int
main()
{
	float a[40];
	double b[24];
	int bad = 0;

	for (int i = 0; i < 40; i++)
		a[i] = (float)i;
	for (int i = 0; i < 24; i++)
		b[i] = i;
	heat::Stencil<float> f{a, 40, 2.0f, {0}};
	heat::Stencil<double> d{b, 24, 3.0, {0}};
	f.apply();
	f.grow();
	f.apply();
	f.tally();
	d.keep();
	d.apply();
	d.release();
	d.grow();
	d.apply();
	d.tally();
	bad += f.scale != 3.0f;
	bad += d.scale != 4.0;
	bad += check(a, 40, f, 2.0f, 3.0f);
	bad += check(b, 24, d, 3.0, 4.0);
	printf("%s (%d wrong)\n", bad ? "FAIL" : "PASS", bad);
	return bad != 0;
}
