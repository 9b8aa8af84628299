// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// Read-only provenance under aliasing: two pointer arguments into one
// array must run the kernel without __restrict__ (a kernel that kept
// src[i] in a register across the store to dst[i] would give 3x, not 4x);
// distinct arrays run the one with it.
#include <stdio.h>
#include <stdlib.h>

static void
twice_plus(int n, double *dst, const double *src)
{
#pragma omp target teams distribute parallel for
	for (int i = 0; i < n; i++) {
		dst[i] = src[i] * 2;
		dst[i] += src[i];
	}
}

static int
check(const char *what, const double *got, const double *want, int n)
{
	for (int i = 0; i < n; i++) {
		if (got[i] != want[i]) {
			printf("FAIL: %s: [%d] = %g, expected %g\n", what, i, got[i], want[i]);
			return 1;
		}
	}
	return 0;
}

int
main(void)
{
	const int n = 100003;
	double *a = malloc(n * sizeof *a), *b = malloc(n * sizeof *b);
	double *want = malloc(n * sizeof *want);
	int bad = 0;

	for (int i = 0; i < n; i++) {
		a[i] = i % 97 + 1;
		b[i] = -1;
	}
#pragma omp target data map(tofrom: a[0:n], b[0:n])
	{
		twice_plus(n, b, a); /* distinct: b = 3a */
		twice_plus(n, a, a); /* aliased: a = 4a */
	}
	for (int i = 0; i < n; i++)
		want[i] = 3.0 * (i % 97 + 1);
	bad |= check("distinct arrays", b, want, n);
	for (int i = 0; i < n; i++)
		want[i] = 4.0 * (i % 97 + 1);
	bad |= check("one array passed twice", a, want, n);
	if (!bad)
		printf("PASS\n");
	free(a);
	free(b);
	free(want);
	return bad;
}
