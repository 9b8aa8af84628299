// RUN: not %omp2cuda --emit-cuda %s -o /dev/null 2>&1 | FileCheck %s
// Loop nests outside the canonical forms omp2cuda handles.  A test with
// != needs a step of the constant 1 or -1 (OpenMP 5.0 2.9.1): with any
// other step the loop may step over its bound.
#define STEP 2

void f(int n, double *a, int k)
{
	// CHECK: diag_loops.c:[[@LINE+2]]:2: error: loop is not in the OpenMP canonical form omp2cuda supports
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	for (double *p = a; p < a + n; p++)
		*p = 0;

	// CHECK: diag_loops.c:[[@LINE+2]]:2: error: a loop whose test is '!=' needs a step of 1 or -1 (OpenMP 5.0 2.9.1)
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	for (int i = 0; i != n; i += STEP)
		a[i] = 0;

	// CHECK: diag_loops.c:[[@LINE+2]]:2: error: a loop whose test is '!=' needs a step of 1 or -1
#pragma omp target parallel for map(tofrom: a[0:n])
	for (int i = n; i != 0; i -= k)
		a[i - 1] = 0;

	// CHECK: diag_loops.c:[[@LINE+2]]:30: error: imperfectly nested collapsed loops (code between the loops) with a schedule or dist_schedule clause are not supported yet
#pragma omp target teams distribute parallel for collapse(2) schedule(static) map(tofrom: a[0:n*n])
	for (int i = 0; i < n; i++) {
		a[i] = i;
		for (int j = 0; j < n; j++)
			a[i * n + j] += j;
	}

	// CHECK-NOT: error
	/* a triangular nest compiles (test/run/triangular_collapse.c) */
#pragma omp target teams distribute parallel for collapse(2) map(tofrom: a[0:n*n])
	for (int i = 0; i < n; i++)
		for (int j = 0; j < i; j++)
			a[i * n + j] = 0;
}
