// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// #pragma omp atomic in kernels: a histogram (update on array elements),
// a counter in a mapped scalar, unique tickets from capture (v = x++),
// bitmasks (|= on long), a product (*= on double, compare-and-swap),
// x = x - e, and read / write in a one-thread region.  Scalars are
// mapped on the constructs: unmapped ones would be firstprivate.
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define BINS 64

int
main(void)
{
	const int n = 200003;
	int *data = malloc(n * sizeof *data), *ticket = malloc(n * sizeof *ticket);
	int hist[BINS] = {0}, want[BINS] = {0};
	int count = 7, next = 0, seen = -1;
	long mask = 0;
	double prod = 1.0, sum = 1000.0;
	int bad = 0;

	for (int i = 0; i < n; i++) {
		data[i] = (int)((i * 2654435761u) % 1000);
		ticket[i] = -1;
		want[data[i] % BINS]++;
	}
#pragma omp target data map(to: data[0:n]) map(tofrom: hist, count, next, mask, prod, sum)
	{
#pragma omp target teams distribute parallel for map(from: ticket[0:n]) \
	map(tofrom: count, next, mask, prod, sum)
		for (int i = 0; i < n; i++) {
			int t;
#pragma omp atomic
			hist[data[i] % BINS]++;
			if (data[i] < 100) {
#pragma omp atomic update
				count += 1;
			}
#pragma omp atomic capture
			t = next++;
			ticket[i] = t;
#pragma omp atomic
			mask |= 1L << (data[i] % 61);
			if (i % 20000 == 0) {
#pragma omp atomic
				prod *= 2.0;
			}
#pragma omp atomic
			sum = sum - 0.5;
		}
#pragma omp target map(from: seen) map(tofrom: count)
		{
#pragma omp atomic read
			seen = count;
#pragma omp atomic write
			count = seen + 1;
		}
	}
	int below = 0;
	long wmask = 0;
	for (int i = 0; i < n; i++) {
		below += data[i] < 100;
		wmask |= 1L << (data[i] % 61);
	}
	for (int b = 0; b < BINS; b++)
		if (hist[b] != want[b]) {
			printf("FAIL: hist[%d] = %d, expected %d\n", b, hist[b], want[b]);
			bad = 1;
		}
	char *used = calloc(n, 1);
	for (int i = 0; i < n && !bad; i++) {
		if (ticket[i] < 0 || ticket[i] >= n || used[ticket[i]]) {
			printf("FAIL: ticket[%d] = %d is not a unique ticket\n", i, ticket[i]);
			bad = 1;
		} else {
			used[ticket[i]] = 1;
		}
	}
	if (seen != 7 + below || count != 8 + below || next != n || mask != wmask ||
	    prod != pow(2.0, (n + 19999) / 20000) || sum != 1000.0 - 0.5 * n) {
		printf("FAIL: seen %d (want %d), count %d (want %d), next %d, mask %lx (want %lx), "
		       "prod %g, sum %g\n",
		       seen, 7 + below, count, 8 + below, next, mask, wmask, prod, sum);
		bad = 1;
	}
	if (!bad)
		printf("PASS\n");
	free(data);
	free(ticket);
	free(used);
	return bad;
}
