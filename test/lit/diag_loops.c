// RUN: not %omp2cuda --emit-cuda %s -o /dev/null 2>&1 | FileCheck %s
// Loop nests outside the canonical forms omp2cuda handles.

void f(int n, double *a)
{
	// CHECK: diag_loops.c:[[@LINE+2]]:2: error: loop is not in the OpenMP canonical form omp2cuda supports
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	for (int i = 0; i != n; i++)
		a[i] = 0;

	/* a triangular nest compiles (test/run/triangular_collapse.c) */
#pragma omp target teams distribute parallel for collapse(2) map(tofrom: a[0:n*n])
	for (int i = 0; i < n; i++)
		for (int j = 0; j < i; j++)
			a[i * n + j] = 0;
}
