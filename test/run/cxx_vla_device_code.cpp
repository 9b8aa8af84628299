// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// Variable-length arrays (g++'s extension) that C++ device code
// declares, each thread's own on the device heap, freed where their
// scope ends: in a region, in a function the region calls (returning
// from inside the array's scope), and of a struct type.  (In a function
// template it is a located error: cxx_vla_template.cpp.)
#include <cstdio>

struct Pair {
	float lo, hi;
};

static float
spread(const float *x, int at, int w)
{
	Pair p[w];
	for (int k = 0; k < w; k++) {
		p[k].lo = x[at + k] - 1;
		p[k].hi = x[at + k] + 1;
		if (p[k].lo > 100)
			return 0;
	}
	float s = 0;
	for (int k = 0; k < w; k++)
		s += p[k].hi - p[k].lo;
	return s;
}

typedef double T;

static void
smooth(int n, int w, const T *x, T *y, float *z)
{
#pragma omp target teams distribute parallel for map(to: x[0:n + w]) map(from: y[0:n], z[0:n])
	for (int i = 0; i < n; i++) {
		T tmp[w];
		for (int k = 0; k < w; k++)
			tmp[k] = x[i + k];
		T s = 0;
		for (int k = 0; k < w; k++)
			s += tmp[k];
		y[i] = s / (T)w;
		z[i] = (float)sizeof(tmp);
	}
}

int
main(int argc, char **)
{
	const int n = 50;
	int w = 3 + (argc > 9), bad = 0;
	double x[64], y[n];
	float xf[64], z[n];

	for (int i = 0; i < 64; i++)
		xf[i] = (float)(x[i] = i % 9);
	smooth(n, w, x, y, z);
	for (int i = 0; i < n; i++) {
		double s = 0;
		for (int k = 0; k < w; k++)
			s += x[i + k];
		bad += y[i] != s / w;
		bad += z[i] != (float)(w * sizeof(double));
	}
	float sp = 0;
#pragma omp target map(tofrom: sp) map(to: xf[0:64])
	sp = spread(xf, 5, w);
	bad += sp != 2.0f * w;
	printf("%s (%d wrong)\n", bad ? "FAIL" : "PASS", bad);
	return bad != 0;
}
