// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// collapse(2) of two int loops whose combined trip count (46341^2) exceeds 2^31.

#include <stdio.h>
#include <stdlib.h>

/* For each row i, the one column (i * 7919) & 32767 records its linear iteration
 * number; for each column j, the one row ni - 1 - (j & 3) does.  The last row
 * lies past iteration 2^31, where a 32-bit collapsed counter would wrap. */
static void
mark(int ni, int nj, long *row, long *col)
{
#pragma omp target teams distribute parallel for collapse(2) map(from: row[0:ni], col[0:nj])
	for (int i = 0; i < ni; i++)
		for (int j = 0; j < nj; j++) {
			if (j == ((i * 7919) & 32767))
				row[i] = (long)i * nj + j;
			if (i == ni - 1 - (j & 3))
				col[j] = (long)i * nj + j;
		}
}

int
main(void)
{
	const int ni = 46341, nj = 46341;
	long *row = malloc(ni * sizeof *row), *col = malloc(nj * sizeof *col);

	for (int i = 0; i < ni; i++)
		row[i] = -1;
	for (int j = 0; j < nj; j++)
		col[j] = -1;

	mark(ni, nj, row, col);

	for (int i = 0; i < ni; i++) {
		long want = (long)i * nj + ((i * 7919) & 32767);
		if (row[i] != want) {
			printf("FAIL: row[%d] = %ld, expected %ld\n", i, row[i], want);
			return 1;
		}
	}
	for (int j = 0; j < nj; j++) {
		long want = (long)(ni - 1 - (j & 3)) * nj + j;
		if (col[j] != want) {
			printf("FAIL: col[%d] = %ld, expected %ld\n", j, col[j], want);
			return 1;
		}
	}
	free(row);
	free(col);
	printf("PASS\n");
	return 0;
}
