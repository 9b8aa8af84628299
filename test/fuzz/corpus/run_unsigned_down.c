// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// unsigned and size_t indices counting down to 0 with > (no wrap), and upward near UINT_MAX.

#include <limits.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>

int
main(void)
{
	const size_t n = 70001;
	const unsigned m = 5003;
	long *a = malloc(n * sizeof *a), *ra = malloc(n * sizeof *ra);
	unsigned *b = malloc(m * sizeof *b), *rb = malloc(m * sizeof *rb);
	unsigned *c = malloc(m * sizeof *c), *rc = malloc(m * sizeof *rc);
	unsigned *d = malloc(m * sizeof *d), *rd = malloc(m * sizeof *rd);
	int *e = malloc(1000 * sizeof *e), *re = malloc(1000 * sizeof *re);

	for (size_t i = 0; i < n; i++)
		a[i] = ra[i] = -1;
	for (unsigned i = 0; i < m; i++)
		b[i] = rb[i] = c[i] = rc[i] = d[i] = rd[i] = 0xffffffffu;
	for (int i = 0; i < 1000; i++)
		e[i] = re[i] = -1;

	/* size_t, i-- with > 0: the body uses i - 1, so the index never wraps. */
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	for (size_t i = n; i > 0; i--)
		a[i - 1] = (long)(n - i) * 3;
	for (size_t i = n; i > 0; i--)
		ra[i - 1] = (long)(n - i) * 3;

	/* unsigned, --i with > 0. */
#pragma omp target teams distribute parallel for map(tofrom: b[0:m])
	for (unsigned i = m; i > 0; --i)
		b[m - i] = i * 2654435761u;
	for (unsigned i = m; i > 0; --i)
		rb[m - i] = i * 2654435761u;

	/* unsigned, i -= 2 with > 1: the last i is 2 or 3, never below. */
#pragma omp target teams distribute parallel for map(tofrom: c[0:m])
	for (unsigned i = m - 1; i > 1; i -= 2)
		c[i] = i / 2;
	for (unsigned i = m - 1; i > 1; i -= 2)
		rc[i] = i / 2;

	/* unsigned, >= 1 down to exactly 1: d[0] keeps its old value. */
#pragma omp target teams distribute parallel for map(to: b[0:m]) map(tofrom: d[0:m])
	for (unsigned i = m - 1; i >= 1; i--)
		d[i] = b[i - 1] ^ i;
	for (unsigned i = m - 1; i >= 1; i--)
		rd[i] = rb[i - 1] ^ i;

	/* unsigned upward to UINT_MAX: the trip count must not be computed in int. */
	unsigned top = UINT_MAX - 1000;
#pragma omp target teams distribute parallel for map(tofrom: e[0:1000])
	for (unsigned i = top; i < UINT_MAX; i++)
		e[i - top] = (int)(i - top) * 5 + (int)(i >> 30);
	for (unsigned i = top; i < UINT_MAX; i++)
		re[i - top] = (int)(i - top) * 5 + (int)(i >> 30);

	for (size_t i = 0; i < n; i++)
		if (a[i] != ra[i]) {
			printf("FAIL: a[%zu] = %ld, expected %ld\n", i, a[i], ra[i]);
			return 1;
		}
	for (unsigned i = 0; i < m; i++) {
		if (b[i] != rb[i]) {
			printf("FAIL: b[%u] = %u, expected %u\n", i, b[i], rb[i]);
			return 1;
		}
		if (c[i] != rc[i]) {
			printf("FAIL: c[%u] = %u, expected %u\n", i, c[i], rc[i]);
			return 1;
		}
		if (d[i] != rd[i]) {
			printf("FAIL: d[%u] = %u, expected %u\n", i, d[i], rd[i]);
			return 1;
		}
	}
	for (int i = 0; i < 1000; i++)
		if (e[i] != re[i]) {
			printf("FAIL: e[%d] = %d, expected %d\n", i, e[i], re[i]);
			return 1;
		}
	free(a);
	free(ra);
	free(b);
	free(rb);
	free(c);
	free(rc);
	free(d);
	free(rd);
	free(e);
	free(re);
	printf("PASS\n");
	return 0;
}
