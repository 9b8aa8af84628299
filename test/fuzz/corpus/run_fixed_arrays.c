// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// Whole fixed-size local arrays: implicit tofrom with no clause, and map(tofrom: arr) by name.

#include <math.h>
#include <stdio.h>

#define N 64

static int
compare(const char *what, double got[N][N], double want[N][N])
{
	for (int i = 0; i < N; i++)
		for (int j = 0; j < N; j++)
			if (!(fabs(got[i][j] - want[i][j]) <= 1e-6 * fmax(1.0, fabs(want[i][j])))) {
				printf("FAIL: %s[%d][%d] = %.17g, expected %.17g\n", what, i, j,
				       got[i][j], want[i][j]);
				return 0;
			}
	return 1;
}

int
main(void)
{
	double grid[N][N], out[N][N];
	double rgrid[N][N], rout[N][N];
	const double coeff[5] = {0.5, -1.25, 2.0, 3.5, -0.75};
	int perm[N];

	for (int i = 0; i < N; i++) {
		perm[i] = (i * 37 + 11) % N;
		for (int j = 0; j < N; j++)
			grid[i][j] = out[i][j] = NAN;
	}

	/* No map clause: grid and coeff are mapped tofrom implicitly. */
#pragma omp target teams distribute parallel for collapse(2)
	for (int i = 0; i < N; i++)
		for (int j = 0; j < N; j++)
			grid[i][j] = coeff[(i + 2 * j) % 5] * i - j;
	for (int i = 0; i < N; i++)
		for (int j = 0; j < N; j++)
			rgrid[i][j] = coeff[(i + 2 * j) % 5] * i - j;
	if (!compare("grid (implicit)", grid, rgrid))
		return 1;

	/* Read-modify-write through an explicit map of the whole array. */
#pragma omp target teams distribute parallel for collapse(2) map(tofrom: grid) map(to: perm)
	for (int i = 0; i < N; i++)
		for (int j = 0; j < N; j++)
			grid[i][j] = 2.0 * grid[i][j] + perm[j];
	for (int i = 0; i < N; i++)
		for (int j = 0; j < N; j++)
			rgrid[i][j] = 2.0 * rgrid[i][j] + perm[j];
	if (!compare("grid (tofrom)", grid, rgrid))
		return 1;

	/* 5-point smoothing from grid into out, edges copied. */
#pragma omp target teams distribute parallel for collapse(2) map(to: grid) map(from: out)
	for (int i = 0; i < N; i++)
		for (int j = 0; j < N; j++) {
			if (i == 0 || j == 0 || i == N - 1 || j == N - 1)
				out[i][j] = grid[i][j];
			else
				out[i][j] = 0.2 * (grid[i][j] + grid[i - 1][j] + grid[i + 1][j] +
				                   grid[i][j - 1] + grid[i][j + 1]);
		}
	for (int i = 0; i < N; i++)
		for (int j = 0; j < N; j++) {
			if (i == 0 || j == 0 || i == N - 1 || j == N - 1)
				rout[i][j] = rgrid[i][j];
			else
				rout[i][j] =
				        0.2 * (rgrid[i][j] + rgrid[i - 1][j] + rgrid[i + 1][j] +
				               rgrid[i][j - 1] + rgrid[i][j + 1]);
		}
	if (!compare("out", out, rout))
		return 1;

	printf("PASS\n");
	return 0;
}
