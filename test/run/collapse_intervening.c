// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// collapse over imperfectly nested loops (OpenMP 5.0 2.9.1): code between the loops runs at least
// once per iteration of the loop around it, at most once per innermost iteration; what it
// computes reaches the inner loop, and the nest's results match a serial run.
#include <stdio.h>

#define N 37
#define M 19
#define K 5

int
main(void)
{
	int errors = 0, j, k;
	int count[N], grid[N][M], cube[N][M][K];

	for (int i = 0; i < N; i++)
		count[i] = 0;
#pragma omp target teams distribute parallel for collapse(2) map(tofrom: count, grid)
	for (int i = 0; i < N; i++) {
		int base = 100 * i; /* intervening code: a local the inner loop reads */
		count[i]++;
		for (j = 0; j < M; j++)
			grid[i][j] = base + j;
	}
	for (int i = 0; i < N; i++) {
		if (count[i] < 1 || count[i] > M)
			errors++;
		for (j = 0; j < M; j++)
			errors += grid[i][j] != 100 * i + j;
	}

	/* three levels, intervening code at both, in a target region's
	 * parallel for */
#pragma omp target map(tofrom: cube)
#pragma omp parallel for collapse(3) private(k)
	for (int i = 0; i < N; i++) {
		int a = i * 7;
		for (j = 0; j < M; j++) {
			int b = a + j;
			for (k = 0; k < K; k++)
				cube[i][j][k] = b * K + k;
		}
	}
	for (int i = 0; i < N; i++)
		for (j = 0; j < M; j++)
			for (k = 0; k < K; k++)
				errors += cube[i][j][k] != (i * 7 + j) * K + k;

	printf(errors ? "FAIL %d\n" : "PASS\n", errors);
	return errors != 0;
}
