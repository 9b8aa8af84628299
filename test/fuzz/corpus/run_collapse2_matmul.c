// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// collapse(2) over a non-square double matmul C = A*B, sequential k loop in the body.

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static void
matmul(int m, int n, int k, const double *a, const double *b, double *c)
{
#pragma omp target teams distribute parallel for collapse(2) \
	map(to: a[0:m*k], b[0:k*n]) map(from: c[0:m*n])
	for (int i = 0; i < m; i++) {
		for (int j = 0; j < n; j++) {
			double sum = 0.0;
			for (int l = 0; l < k; l++)
				sum += a[i * k + l] * b[l * n + j];
			c[i * n + j] = sum;
		}
	}
}

int
main(void)
{
	const int m = 157, n = 131, k = 173;
	double *a = malloc(sizeof(double) * m * k);
	double *b = malloc(sizeof(double) * k * n);
	double *c = malloc(sizeof(double) * m * n);

	for (int i = 0; i < m * k; i++)
		a[i] = (double)((i * 37) % 101) / 50.0 - 1.0;
	for (int i = 0; i < k * n; i++)
		b[i] = (double)((i * 53) % 97) / 25.0 - 2.0;
	for (int i = 0; i < m * n; i++)
		c[i] = NAN;

	matmul(m, n, k, a, b, c);

	for (int i = 0; i < m; i++) {
		for (int j = 0; j < n; j++) {
			double want = 0.0;
			for (int l = 0; l < k; l++)
				want += a[i * k + l] * b[l * n + j];
			double got = c[i * n + j];
			if (!(fabs(got - want) <= 1e-6 * fmax(1.0, fabs(want)))) {
				printf("FAIL: c[%d][%d] = %.17g, expected %.17g\n", i, j, got,
				       want);
				return 1;
			}
		}
	}
	free(a);
	free(b);
	free(c);
	printf("PASS\n");
	return 0;
}
