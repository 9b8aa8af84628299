// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// Bounds and steps that are expressions of several scalars (i < n*m - k, lo != 0, ternaries).

#include <stdio.h>
#include <stdlib.h>

static void
band(int *a, int n, int m, int k)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:n*m])
	for (int i = k + 1; i < n * m - k; i++)
		a[i] = i % m + k;
}

static void
window(long *b, int n, int m, int k, int off)
{
#pragma omp target teams distribute parallel for map(tofrom: b[0:n*m])
	for (int i = (n < m ? n : m) - k / 2; i <= n * m / 2 + off; i += k - 1)
		b[i] = (long)i * n - m;
}

static void
tile(double *t, int n, int m, int k, int r0, int c0)
{
#pragma omp target teams distribute parallel for collapse(2) map(tofrom: t[0:n*m])
	for (int r = r0 + 1; r < n - (k + 1) / 2; r++)
		for (int c = c0 * 2; c <= m - 1 - k % 3; c += (k > 4 ? 2 : 1))
			t[r * m + c] = r * 0.5 + c;
}

int
main(void)
{
	const int n = 97, m = 61, k = 13, off = 3;
	int *a = malloc(n * m * sizeof *a), *ra = malloc(n * m * sizeof *ra);
	long *b = malloc(n * m * sizeof *b), *rb = malloc(n * m * sizeof *rb);
	double *t = malloc(n * m * sizeof *t), *rt = malloc(n * m * sizeof *rt);

	for (int i = 0; i < n * m; i++) {
		a[i] = ra[i] = -1;
		b[i] = rb[i] = -1;
		t[i] = rt[i] = -1.0;
	}

	band(a, n, m, k);
	window(b, n, m, k, off);
	tile(t, n, m, k, 4, 5);

	for (int i = k + 1; i < n * m - k; i++)
		ra[i] = i % m + k;
	for (int i = (n < m ? n : m) - k / 2; i <= n * m / 2 + off; i += k - 1)
		rb[i] = (long)i * n - m;
	for (int r = 4 + 1; r < n - (k + 1) / 2; r++)
		for (int c = 5 * 2; c <= m - 1 - k % 3; c += (k > 4 ? 2 : 1))
			rt[r * m + c] = r * 0.5 + c;

	for (int i = 0; i < n * m; i++) {
		if (a[i] != ra[i]) {
			printf("FAIL: a[%d] = %d, expected %d\n", i, a[i], ra[i]);
			return 1;
		}
		if (b[i] != rb[i]) {
			printf("FAIL: b[%d] = %ld, expected %ld\n", i, b[i], rb[i]);
			return 1;
		}
		if (t[i] != rt[i]) {
			printf("FAIL: t[%d][%d] = %g, expected %g\n", i / m, i % m, t[i], rt[i]);
			return 1;
		}
	}
	free(a);
	free(ra);
	free(b);
	free(rb);
	free(t);
	free(rt);
	printf("PASS\n");
	return 0;
}
