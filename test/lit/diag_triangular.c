// RUN: not %omp2cuda --emit-cuda %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=error:
// Triangular collapsed nests omp2cuda does not compile yet: with a
// schedule that fixes which thread runs which iteration of the whole
// space.  An inner loop variable declared outside, which the collapse
// makes private, stays private (no error).

void
f(int n, double *a)
{
	int i, j;
#pragma omp target teams distribute parallel for collapse(2) schedule(static, 4) map(tofrom: a[0:n*n])
	for (i = 0; i < n; i++)
		// CHECK: diag_triangular.c:[[@LINE+1]]:3: error: non-rectangular collapsed loop nests with a schedule or dist_schedule clause are not supported yet
		for (int k = i; k < n; k++)
			a[i * n + k] = 0;
#pragma omp target teams distribute parallel for collapse(2) map(tofrom: a[0:n*n])
	for (i = 0; i < n; i++)
		for (j = 0; j < i; j++)
			a[i * n + j] = 1;
}
