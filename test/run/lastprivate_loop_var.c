// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// lastprivate of a loop's own iteration variable (OpenMP 5.2 5.4.5): after the loop it holds
// what the sequential loop leaves, one step past the last iteration, for loops up and down,
// steps other than 1, collapsed nests, small types, and a triangular nest's inner variable.

#include <stdio.h>

static int failed;

static void
check(const char *what, long got, long want)
{
	if (got != want && failed++ < 10)
		printf("FAIL: %s: %ld, want %ld\n", what, got, want);
}

int
main(void)
{
	static int a[64][40];
	int i = -1, j = -1, n = 1000;
	long k = 0;
	unsigned char c = 0;

#pragma omp target teams distribute parallel for lastprivate(i) map(tofrom: a)
	for (i = 0; i < n; i += 7)
		a[i % 64][0] = i;
	check("step 7", i, 1001);

#pragma omp target parallel for collapse(2) lastprivate(i, j) map(tofrom: a)
	for (i = 63; i >= 0; i--)
		for (j = 1; j <= 39; j += 2)
			a[i][j] = i + j;
	check("collapse outer, down", i, -1);
	check("collapse inner, step 2", j, 41);

#pragma omp target parallel for lastprivate(i, j) map(tofrom: a)
	for (i = 0; i < 40; i++)
		for (j = i; j < 40; j++)
			a[i][j] += 1;
	check("triangular outer", i, 40);
	check("triangular inner", j, 40);

#pragma omp target teams distribute parallel for lastprivate(k)
	for (k = 5; k < 3000000000L; k += 1000000000L)
		;
	check("long", k, 3000000005L);

#pragma omp target parallel for lastprivate(c)
	for (c = 0; c < 255; c++)
		;
	check("unsigned char", c, 255);

	for (i = 0; i < 40; i++)
		for (j = 1; j < 40; j += 2)
			if (i < 40 && j >= i)
				check("a", a[i][j], i + j + 1);
	if (!failed)
		printf("PASS\n");
	return failed != 0;
}
