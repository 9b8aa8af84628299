// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// Decreasing loops: i--, --i, i -= 2, i -= s with > and >=, int and long, 1-D and collapse(2).

#include <stdio.h>
#include <stdlib.h>

int
main(void)
{
	const int n = 4099;
	const int rows = 23, cols = 45;
	int *src = malloc(n * sizeof *src);
	int *rev = malloc(n * sizeof *rev), *rrev = malloc(n * sizeof *rrev);
	long *odd = malloc(n * sizeof *odd), *rodd = malloc(n * sizeof *rodd);
	int *mid = malloc(n * sizeof *mid), *rmid = malloc(n * sizeof *rmid);
	int *thr = malloc(n * sizeof *thr), *rthr = malloc(n * sizeof *rthr);
	int *g = malloc(rows * cols * sizeof *g), *rg = malloc(rows * cols * sizeof *rg);
	int lo = 100, hi = 3001, step = 3;

	for (int i = 0; i < n; i++) {
		src[i] = (i * 7919) % 10007;
		rev[i] = rrev[i] = -1;
		odd[i] = rodd[i] = -1;
		mid[i] = rmid[i] = -1;
		thr[i] = rthr[i] = -1;
	}
	for (int i = 0; i < rows * cols; i++)
		g[i] = rg[i] = -1;

	/* Reverse copy: i-- down to 0 inclusive with >=. */
#pragma omp target teams distribute parallel for map(to: src[0:n]) map(from: rev[0:n])
	for (int i = n - 1; i >= 0; i--)
		rev[n - 1 - i] = src[i];

	/* long index, i -= 2 with >: visits n-1, n-3, ..., down to 1 or 2. */
#pragma omp target teams distribute parallel for map(to: src[0:n]) map(tofrom: odd[0:n])
	for (long i = n - 1; i > 0; i -= 2)
		odd[i] = 2L * src[i] + i;

	/* --i with > and a non-zero lower bound: hi down to lo + 1. */
#pragma omp target teams distribute parallel for map(to: src[lo:hi-lo+1]) map(tofrom: mid[0:n])
	for (int i = hi; i > lo; --i)
		mid[i] = src[i] - src[i - 1];

	/* Runtime negative step, >=: the last iteration is exactly lo. */
#pragma omp target teams distribute parallel for map(tofrom: thr[0:n])
	for (int i = hi; i >= lo; i -= step)
		thr[i] = i / 3;

	/* collapse(2) with both loops counting down. */
#pragma omp target teams distribute parallel for collapse(2) map(tofrom: g[0:rows*cols])
	for (int r = rows - 1; r >= 1; r -= 2)
		for (int k = cols - 1; k > 3; k--)
			g[r * cols + k] = r * 100 + k;

	for (int i = n - 1; i >= 0; i--)
		rrev[n - 1 - i] = src[i];
	for (long i = n - 1; i > 0; i -= 2)
		rodd[i] = 2L * src[i] + i;
	for (int i = hi; i > lo; --i)
		rmid[i] = src[i] - src[i - 1];
	for (int i = hi; i >= lo; i -= step)
		rthr[i] = i / 3;
	for (int r = rows - 1; r >= 1; r -= 2)
		for (int k = cols - 1; k > 3; k--)
			rg[r * cols + k] = r * 100 + k;

	for (int i = 0; i < n; i++) {
		if (rev[i] != rrev[i]) {
			printf("FAIL: rev[%d] = %d, expected %d\n", i, rev[i], rrev[i]);
			return 1;
		}
		if (odd[i] != rodd[i]) {
			printf("FAIL: odd[%d] = %ld, expected %ld\n", i, odd[i], rodd[i]);
			return 1;
		}
		if (mid[i] != rmid[i]) {
			printf("FAIL: mid[%d] = %d, expected %d\n", i, mid[i], rmid[i]);
			return 1;
		}
		if (thr[i] != rthr[i]) {
			printf("FAIL: thr[%d] = %d, expected %d\n", i, thr[i], rthr[i]);
			return 1;
		}
	}
	for (int i = 0; i < rows * cols; i++) {
		if (g[i] != rg[i]) {
			printf("FAIL: g[%d][%d] = %d, expected %d\n", i / cols, i % cols, g[i],
			       rg[i]);
			return 1;
		}
	}
	free(src);
	free(rev);
	free(rrev);
	free(odd);
	free(rodd);
	free(mid);
	free(rmid);
	free(thr);
	free(rthr);
	free(g);
	free(rg);
	printf("PASS\n");
	return 0;
}
