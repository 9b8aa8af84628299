// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// num_teams(expr), thread_limit(expr) with odd, tiny, computed values; results must not change.

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static void
axpb(int n, const double *x, double *y, double a, double b, int teams, int threads)
{
#pragma omp target teams distribute parallel for num_teams(teams) thread_limit(threads) \
	map(to: x[0:n]) map(from: y[0:n])
	for (int i = 0; i < n; i++)
		y[i] = a * x[i] + b;
}

int
main(void)
{
	const int n = 100003;
	double *x = malloc(n * sizeof *x), *y = malloc(n * sizeof *y);
	static const int config[][2] = {
	        {7, 96}, {1, 1}, {1, 33}, {3, 1}, {1000, 32}, {13, 1024}, {4099, 64},
	};
	const int nconfig = sizeof config / sizeof config[0];

	for (int i = 0; i < n; i++)
		x[i] = (double)((i * 131) % 1009) - 500.0;

	for (int c = 0; c < nconfig; c++) {
		double a = 1.0 + c, b = -0.25 * c;
		for (int i = 0; i < n; i++)
			y[i] = NAN;
		axpb(n, x, y, a, b, config[c][0], config[c][1]);
		for (int i = 0; i < n; i++) {
			double want = a * x[i] + b;
			if (!(fabs(y[i] - want) <= 1e-6 * fmax(1.0, fabs(want)))) {
				printf("FAIL: num_teams(%d) thread_limit(%d): y[%d] = %.17g, "
				       "expected %.17g\n",
				       config[c][0], config[c][1], i, y[i], want);
				return 1;
			}
		}
	}

	/* Literal clauses and expressions written in the pragma; collapse(2) too. */
	const int rows = 301, cols = 257, block = 128;
	int *g = malloc(rows * cols * sizeof *g);
	for (int i = 0; i < rows * cols; i++)
		g[i] = -1;
#pragma omp target teams distribute parallel for collapse(2) \
	num_teams((rows * cols + block - 1) / block) thread_limit(block / 2 + 1) \
	map(tofrom: g[0:rows*cols])
	for (int r = 0; r < rows; r++)
		for (int c = 0; c < cols; c++)
			g[r * cols + c] = r * 7 - c;
	for (int r = 0; r < rows; r++)
		for (int c = 0; c < cols; c++)
			if (g[r * cols + c] != r * 7 - c) {
				printf("FAIL: g[%d][%d] = %d, expected %d\n", r, c, g[r * cols + c],
				       r * 7 - c);
				return 1;
			}

	for (int i = 0; i < n; i++)
		y[i] = NAN;
#pragma omp target teams distribute parallel for num_teams(7) thread_limit(96) map(to: x[0:n]) \
	map(from: y[0:n])
	for (int i = 0; i < n; i++)
		y[i] = x[i] * x[i];
	for (int i = 0; i < n; i++)
		if (!(fabs(y[i] - x[i] * x[i]) <= 1e-6 * fmax(1.0, x[i] * x[i]))) {
			printf("FAIL: squares: y[%d] = %.17g, expected %.17g\n", i, y[i],
			       x[i] * x[i]);
			return 1;
		}

	free(x);
	free(y);
	free(g);
	printf("PASS\n");
	return 0;
}
