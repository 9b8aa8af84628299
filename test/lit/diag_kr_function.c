// RUN: not %omp2cuda --emit-cuda %s -o /dev/null 2>&1 | FileCheck %s
// A function a region calls is copied into the .cu file as written: an
// old-style definition is not C++, and nvcc failed on it.

static double sq(x) double x; { return x * x; }
static double twice(double x) __attribute__((unused));
static double twice(double x) { return 2 * x; }

void f(int n, double *a)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	for (int i = 0; i < n; i++)
		a[i] = sq(a[i]) + twice(a[i]);
	// CHECK: diag_kr_function.c:[[@LINE-1]]:10: error: call to 'sq', an old-style (K&R) function definition, in a target region is not supported yet
	// CHECK-NOT: twice
}
