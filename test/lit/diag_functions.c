// RUN: not %omp2cuda --emit-cuda %s -o /dev/null 2>&1 | FileCheck %s
// A region may call the C math library; the program's own functions and
// other library functions are rejected until device functions exist.
#include <math.h>
#include <stdio.h>

static double twice(double x) { return 2 * x; }

struct pt { double x, y; };

void f(int n, double *a, struct pt p)
{
	// CHECK: diag_functions.c:[[@LINE+3]]:10: error: call to 'twice' in a target region is not supported yet (only C math library functions can be called)
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	for (int i = 0; i < n; i++)
		a[i] = twice(sqrt(a[i]));

	// CHECK: diag_functions.c:[[@LINE+3]]:3: error: call to 'printf' in a target region is not supported yet
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	for (int i = 0; i < n; i++)
		printf("%f\n", a[i]);

	// CHECK: diag_functions.c:[[@LINE+3]]:10: error: variable 'p' of type 'struct pt' in a target region is not supported yet
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	for (int i = 0; i < n; i++)
		a[i] = p.x;
}
