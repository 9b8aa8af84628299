// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// Loop bounds and steps from function-like macros' arguments (one spelled
// in a header's replacement list), and array accesses through a token
// paste naming a macro defined inside the function: the kernel and the
// host fallback compute what the loops as written compute.
#include <stdio.h>
#include "Inputs/pasted_index.h"

#define ID(y) y
#define N_OF(n) PICK_BOUND(64, n)

static void
scale(int n, int m, double *a, double *b)
{
#define A_AT(i, j) a[(i) * m + (j)]
#define B_AT(i, j) b[(i) * m + (j)]
#pragma omp target teams distribute parallel for collapse(2) map(tofrom: a[0:n * m]) map(to: b[0:n * m])
	for (int i = 0; i < N_OF(n); i++)
		for (int j = 0; j < ID(m); j++)
			AT2(A, i, j) += 2 * AT2(B, i, j);
#undef A_AT
#undef B_AT
}

int
main(void)
{
	enum { N = 37, M = 23 };
	static double a[N * M], b[N * M], c[N];
	int bad = 0, s = 3;

	for (int i = 0; i < N * M; i++) {
		a[i] = i;
		b[i] = 1000 - i;
	}
	scale(N, M, a, b);
	for (int i = 0; i < N * M; i++)
		bad += a[i] != i + 2.0 * (1000 - i);
#pragma omp target teams distribute parallel for map(tofrom: c)
	for (int i = ID(1); i < 0 + ID(N); i += ID(s))
		c[i] = i;
	for (int i = 0; i < N; i++)
		bad += c[i] != (i % 3 == 1 ? i : 0);
	printf(bad ? "FAIL %d\n" : "PASS\n", bad);
	return bad != 0;
}
