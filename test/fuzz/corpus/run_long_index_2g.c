// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// size_t and long indices over a 2^31 + 12345 byte array: trip counts and offsets past INT_MAX.

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A value in 0..127 that depends on the high bits of i, so an index that wraps
 * to a negative int writes the wrong value or the wrong place; 0xff is never
 * produced, so bytes left unwritten show up too. */
#define PATTERN(i) ((unsigned char)(((i) + ((i) >> 24) * 3 + ((i) >> 31) * 5) & 0x7f))

int
main(void)
{
	const size_t n = (1UL << 31) + 12345;
	unsigned char *a = malloc(n);

	if (!a) {
		printf("FAIL: cannot allocate %zu bytes\n", n);
		return 1;
	}
	memset(a, 0xff, n);

#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	for (size_t i = 0; i < n; i++)
		a[i] = PATTERN(i);

	/* Second pass with a signed long index over the top part only, which starts
	 * beyond INT_MAX: add 1 there. */
	long lo = (1L << 31) - 1000, hi = (long)n;
#pragma omp target teams distribute parallel for map(tofrom: a[lo:hi-lo])
	for (long i = lo; i < hi; i++)
		a[i] = (unsigned char)(a[i] + 1);

	for (size_t i = 0; i < n; i++) {
		unsigned char want = PATTERN(i) + ((long)i >= lo);
		if (a[i] != want) {
			printf("FAIL: a[%zu] = %u, expected %u\n", i, a[i], want);
			return 1;
		}
	}
	free(a);
	printf("PASS\n");
	return 0;
}
