// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// Variable-length arrays in target regions: the region receives a
// pointer to the first element, the host maps the array by its run-time
// size (whole, or a section whose length runs to the end).

#include <stdio.h>
#include <stdlib.h>

static int
run(int n)
{
	int grid[n][16];
	long row_sum[n];
	int tail[n + 3];
	int bad = 0;

	for (int i = 0; i < n; i++)
		for (int j = 0; j < 16; j++)
			grid[i][j] = i * 16 + j;
	for (int i = 0; i < n + 3; i++)
		tail[i] = -1;

	/* implicit tofrom of the whole array, written and read */
#pragma omp target teams distribute parallel for
	for (int i = 0; i < n; i++)
		for (int j = 0; j < 16; j++)
			grid[i][j] *= 2;

	/* an explicit section of a two-dimensional VLA and a 1-D VLA */
#pragma omp target map(to: grid[0:n][0:16]) map(from: row_sum[0:n])
	for (int i = 0; i < n; i++) {
		long s = 0;
		for (int j = 0; j < 16; j++)
			s += grid[i][j];
		row_sum[i] = s;
	}

	/* [lo:] : to the array's run-time end */
#pragma omp target map(tofrom: tail[2:])
	for (int i = 2; i < n + 3; i++)
		tail[i] = i;

	/* unstructured mapping and update of a VLA */
#pragma omp target enter data map(to: grid)
#pragma omp target
	for (int i = 0; i < n; i++)
		grid[i][0] = -i;
#pragma omp target update from(grid)
#pragma omp target exit data map(delete: grid)

	for (int i = 0; i < n; i++) {
		long want = 0;
		for (int j = 0; j < 16; j++)
			want += 2 * (i * 16 + j);
		if (row_sum[i] != want) {
			printf("row_sum[%d] = %ld, want %ld\n", i, row_sum[i], want);
			bad++;
		}
		if (grid[i][0] != -i || grid[i][5] != 2 * (i * 16 + 5)) {
			printf("grid[%d] = %d %d\n", i, grid[i][0], grid[i][5]);
			bad++;
		}
	}
	for (int i = 0; i < n + 3; i++)
		if (tail[i] != (i < 2 ? -1 : i)) {
			printf("tail[%d] = %d\n", i, tail[i]);
			bad++;
		}
	return bad;
}

int
main(int argc, char **argv)
{
	int bad = run(argc + 6) + run(argc + 40);

	(void)argv;
	if (bad)
		return 1;
	printf("PASS\n");
	return 0;
}
