// RUN: %omp2cuda -O2 -c %S/Inputs/extern_c_device_lib.cpp -o %t.lib.o
// RUN: %omp2cuda -O2 -c %s -o %t.main.o
// RUN: %omp2cuda %t.main.o %t.lib.o -o %t
// RUN: %run %t | FileCheck %s
// CHECK: PASS
// A function another file defines in a declare target block, with C
// linkage, declared here once at file scope outside any declare target
// block (`extern "C"` without braces) and called from a function this
// file declares target, which a region calls: the call is device code
// (OpenMP 5.2 7.8.1), linked from the other file's device code.
#include <stdio.h>

extern "C"
double ext_series(double x, const double *a, int n);

#pragma omp declare target
static const double coef[4] = {1.0, 0.5, 0.25, 0.125};
double
poly(double x)
{
	return ext_series(x, coef, 4);
}
#pragma omp end declare target

int main()
{
	const int N = 1000;
	static double out[N];
	int bad = 0;
#pragma omp target teams distribute parallel for map(from: out)
	for (int i = 0; i < N; i++)
		out[i] = poly(i * 0.001);
	for (int i = 0; i < N; i++) {
		double x = i * 0.001, want = ((0.125 * x + 0.25) * x + 0.5) * x + 1.0;
		double d = out[i] - want;
		bad += d > 1e-12 || d < -1e-12;
	}
	printf("%s (%d wrong)\n", bad ? "FAIL" : "PASS", bad);
	return bad != 0;
}
