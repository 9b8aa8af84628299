// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// Pointers to arrays, float (*a)[M] = malloc(n * sizeof *a): sections of
// two dimensions a[0:n][0:M], of whole rows a[lo:len], and the same
// pointer looked up in the present table inside target data.

#include <stdio.h>
#include <stdlib.h>

#define M 16

static void
transpose_add(int n, float (*in)[M], float (*out)[M])
{
#pragma omp target teams distribute parallel for collapse(2) map(to: in[0:n][0:M]) \
        map(tofrom: out[0:n][0:M])
	for (int i = 0; i < n; i++)
		for (int j = 0; j < M; j++)
			out[i][j] += in[i][(j + 1) % M];
}

int
main(void)
{
	int n = 100;
	float (*a)[M] = malloc(n * sizeof *a);
	float (*b)[M] = malloc(n * sizeof *b);
	double (*c)[4][M] = malloc(n * sizeof *c);

	for (int i = 0; i < n; i++)
		for (int j = 0; j < M; j++) {
			a[i][j] = (float)(i * M + j);
			b[i][j] = 1.0f;
		}
	transpose_add(n, a, b);
	for (int i = 0; i < n; i++)
		for (int j = 0; j < M; j++)
			if (b[i][j] != 1.0f + (float)(i * M + (j + 1) % M)) {
				printf("FAIL: b[%d][%d] = %g\n", i, j, b[i][j]);
				return 1;
			}

	/* Rows 10 to 29, written as whole rows. */
#pragma omp target teams distribute parallel for map(tofrom: a[10:20])
	for (int i = 10; i < 30; i++)
		for (int j = 0; j < M; j++)
			a[i][j] = -1.0f;
	for (int i = 0; i < n; i++)
		for (int j = 0; j < M; j++)
			if (a[i][j] != (i >= 10 && i < 30 ? -1.0f : (float)(i * M + j))) {
				printf("FAIL: a[%d][%d] = %g\n", i, j, a[i][j]);
				return 1;
			}

	/* Three dimensions through a pointer, inside target data. */
#pragma omp target data map(from: c[0:n][0:4][0:M])
	{
#pragma omp target teams distribute parallel for collapse(3)
		for (int i = 0; i < n; i++)
			for (int k = 0; k < 4; k++)
				for (int j = 0; j < M; j++)
					c[i][k][j] = i + 0.25 * k + 0.001 * j;
	}
	for (int i = 0; i < n; i++)
		for (int k = 0; k < 4; k++)
			for (int j = 0; j < M; j++)
				if (c[i][k][j] != i + 0.25 * k + 0.001 * j) {
					printf("FAIL: c[%d][%d][%d] = %g\n", i, k, j, c[i][k][j]);
					return 1;
				}
	free(a);
	free(b);
	free(c);
	printf("PASS\n");
	return 0;
}
