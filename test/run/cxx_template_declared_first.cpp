// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// A function template declared first, called, and defined after the
// call: its target region is compiled for the device per instantiation
// like any function template's, not left to the host compiler.
#include <cstdio>

template <typename T> void scale(T *x, T s, int n);

int main()
{
	const int n = 1000;
	float xf[n];
	double xd[n];
	for (int i = 0; i < n; i++) {
		xf[i] = (float)i;
		xd[i] = (double)i;
	}
	scale<float>(xf, 2.0f, n);
	scale<double>(xd, 0.5, n);
	int bad = 0;
	for (int i = 0; i < n; i++)
		bad += xf[i] != 2.0f * i + 1.0f || xd[i] != 0.5 * i + 1.0;
	printf(bad ? "FAIL %d\n" : "PASS\n", bad);
	return bad != 0;
}

template <typename T> void scale(T *x, T s, int n)
{
#pragma omp target teams distribute parallel for map(tofrom: x[0:n])
	for (int i = 0; i < n; i++)
		x[i] = x[i] * s + (T)1;
}
