// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// Rodinia pathfinder: a region per row inside target data, maps of present buffers, pointer swap.

#include <stdio.h>
#include <stdlib.h>

/* Cheapest path cost from the top row to each cell of the bottom row, moving
 * down, down-left or down-right.  Returns the buffer holding the result. */
static int *
pathfinder(const int *wall, int rows, int cols, int *buf0, int *buf1)
{
	int *src = buf0, *dst = buf1;

	for (int n = 0; n < cols; n++)
		src[n] = wall[n];

#pragma omp target data map(to: wall[0:rows*cols]) map(tofrom: buf0[0:cols], buf1[0:cols])
	{
		for (int t = 1; t < rows; t++) {
#pragma omp target teams distribute parallel for map(to: src[0:cols]) map(from: dst[0:cols])
			for (int n = 0; n < cols; n++) {
				int best = src[n];
				if (n > 0 && src[n - 1] < best)
					best = src[n - 1];
				if (n < cols - 1 && src[n + 1] < best)
					best = src[n + 1];
				dst[n] = wall[t * cols + n] + best;
			}
			int *tmp = src;
			src = dst;
			dst = tmp;
		}
	}
	return src;
}

static int *
pathfinder_host(const int *wall, int rows, int cols, int *src, int *dst)
{
	for (int n = 0; n < cols; n++)
		src[n] = wall[n];
	for (int t = 1; t < rows; t++) {
		for (int n = 0; n < cols; n++) {
			int best = src[n];
			if (n > 0 && src[n - 1] < best)
				best = src[n - 1];
			if (n < cols - 1 && src[n + 1] < best)
				best = src[n + 1];
			dst[n] = wall[t * cols + n] + best;
		}
		int *tmp = src;
		src = dst;
		dst = tmp;
	}
	return src;
}

int
main(void)
{
	const int rows = 400, cols = 10000;
	int *wall = malloc(sizeof(int) * rows * cols);
	int *b0 = malloc(cols * sizeof *b0), *b1 = malloc(cols * sizeof *b1);
	int *r0 = malloc(cols * sizeof *r0), *r1 = malloc(cols * sizeof *r1);

	unsigned seed = 9;
	for (int i = 0; i < rows * cols; i++) {
		seed = seed * 1103515245u + 12345u;
		wall[i] = (int)((seed >> 16) % 10);
	}
	for (int n = 0; n < cols; n++)
		b0[n] = b1[n] = -1;

	int *got = pathfinder(wall, rows, cols, b0, b1);
	int *want = pathfinder_host(wall, rows, cols, r0, r1);

	/* rows - 1 swaps: an odd count leaves the result in the second buffer. */
	if (got != b1 || want != r1) {
		printf("FAIL: result in the wrong buffer\n");
		return 1;
	}
	for (int n = 0; n < cols; n++)
		if (got[n] != want[n]) {
			printf("FAIL: cost[%d] = %d, expected %d\n", n, got[n], want[n]);
			return 1;
		}
	/* The row before the last is in the other buffer. */
	for (int n = 0; n < cols; n++)
		if (b0[n] != r0[n]) {
			printf("FAIL: previous row cost[%d] = %d, expected %d\n", n, b0[n], r0[n]);
			return 1;
		}
	free(wall);
	free(b0);
	free(b1);
	free(r0);
	free(r1);
	printf("PASS\n");
	return 0;
}
