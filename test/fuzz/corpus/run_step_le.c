// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// Non-unit positive steps (constant and runtime) with <= and < tests, 1-D and collapse(2).

#include <stdio.h>
#include <stdlib.h>

/* Every third element from lo through hi inclusive; hi - lo is a multiple of 3. */
static void
every_third(int *a, int n, int lo, int hi)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	for (int i = lo; i <= hi; i += 3)
		a[i] = 3 * i + 1;
}

/* Runtime stride that does not divide the range; long index. */
static void
strided(long *b, long n, long stride)
{
#pragma omp target teams distribute parallel for map(tofrom: b[0:n])
	for (long i = 2; i <= n - 1; i += stride)
		b[i] = i * i - 5;
}

/* unsigned index with < and a step of 4. */
static void
every_fourth(unsigned *c, unsigned n)
{
#pragma omp target teams distribute parallel for map(tofrom: c[0:n])
	for (unsigned i = 5; i < n; i += 4)
		c[i] = i ^ 0x5a5au;
}

/* Odd rows and every third column of a rows x cols grid. */
static void
sparse_grid(int *g, int rows, int cols)
{
#pragma omp target teams distribute parallel for collapse(2) map(tofrom: g[0:rows*cols])
	for (int r = 1; r <= rows - 2; r += 2)
		for (int k = 0; k < cols; k += 3)
			g[r * cols + k] = r * 1000 + k;
}

int
main(void)
{
	const int n = 10007;
	int *a = malloc(n * sizeof *a), *ra = malloc(n * sizeof *ra);
	long *b = malloc(n * sizeof *b), *rb = malloc(n * sizeof *rb);
	unsigned *c = malloc(n * sizeof *c), *rc = malloc(n * sizeof *rc);
	const int rows = 37, cols = 101;
	int *g = malloc(rows * cols * sizeof *g), *rg = malloc(rows * cols * sizeof *rg);

	for (int i = 0; i < n; i++) {
		a[i] = ra[i] = -1;
		b[i] = rb[i] = -1;
		c[i] = rc[i] = 0xdeadbeefu;
	}
	for (int i = 0; i < rows * cols; i++)
		g[i] = rg[i] = -1;

	every_third(a, n, 4, 9997);
	strided(b, n, 7);
	every_fourth(c, n);
	sparse_grid(g, rows, cols);

	for (int i = 4; i <= 9997; i += 3)
		ra[i] = 3 * i + 1;
	for (long i = 2; i <= n - 1; i += 7)
		rb[i] = i * i - 5;
	for (unsigned i = 5; i < (unsigned)n; i += 4)
		rc[i] = i ^ 0x5a5au;
	for (int r = 1; r <= rows - 2; r += 2)
		for (int k = 0; k < cols; k += 3)
			rg[r * cols + k] = r * 1000 + k;

	for (int i = 0; i < n; i++) {
		if (a[i] != ra[i]) {
			printf("FAIL: a[%d] = %d, expected %d\n", i, a[i], ra[i]);
			return 1;
		}
		if (b[i] != rb[i]) {
			printf("FAIL: b[%d] = %ld, expected %ld\n", i, b[i], rb[i]);
			return 1;
		}
		if (c[i] != rc[i]) {
			printf("FAIL: c[%d] = %u, expected %u\n", i, c[i], rc[i]);
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
	free(a);
	free(ra);
	free(b);
	free(rb);
	free(c);
	free(rc);
	free(g);
	free(rg);
	printf("PASS\n");
	return 0;
}
