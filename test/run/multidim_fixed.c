// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// Fixed-size 2D and 3D arrays, local and at file scope: mapped whole,
// as full sections a[0:N][0:M], as contiguous row sections a[2:3][0:M]
// and a[i][0:M], and one plane of a 3D array.

#include <stdio.h>

#define N 32
#define M 24
#define X 6
#define Y 8
#define Z 10

float field[N][M]; /* file scope: mapped implicitly, like a local */

int
main(void)
{
	float a[N][M], b[N][M];
	double cube[X][Y][Z];

	for (int i = 0; i < N; i++)
		for (int j = 0; j < M; j++) {
			a[i][j] = (float)(i * M + j);
			b[i][j] = -1.0f;
			field[i][j] = (float)(i - j);
		}

#pragma omp target teams distribute parallel for collapse(2) map(to: a[0:N][0:M]) map(from: b)
	for (int i = 0; i < N; i++)
		for (int j = 0; j < M; j++)
			b[i][j] = 2.0f * a[i][j] + field[i][j];
	for (int i = 0; i < N; i++)
		for (int j = 0; j < M; j++)
			if (b[i][j] != 2.0f * (float)(i * M + j) + (float)(i - j)) {
				printf("FAIL: b[%d][%d] = %g\n", i, j, b[i][j]);
				return 1;
			}

	/* Rows 2 to 4 only: one contiguous range. */
#pragma omp target teams distribute parallel for collapse(2) map(tofrom: a[2:3][0:M])
	for (int i = 2; i < 5; i++)
		for (int j = 0; j < M; j++)
			a[i][j] = -a[i][j];
	/* One row, with the index form of a subscript. */
#pragma omp target teams distribute parallel for map(tofrom: a[7][0:M])
	for (int j = 0; j < M; j++)
		a[7][j] = 0.5f;
	for (int i = 0; i < N; i++)
		for (int j = 0; j < M; j++) {
			float want = i == 7 ? 0.5f : (i >= 2 && i < 5 ? -1.0f : 1.0f) * (float)(i * M + j);
			if (a[i][j] != want) {
				printf("FAIL: a[%d][%d] = %g, expected %g\n", i, j, a[i][j], want);
				return 1;
			}
		}

	for (int i = 0; i < X; i++)
		for (int j = 0; j < Y; j++)
			for (int k = 0; k < Z; k++)
				cube[i][j][k] = i * 100 + j * 10 + k;
	/* 3D: whole, implicitly; then planes 1 and 2 as a section. */
#pragma omp target teams distribute parallel for collapse(3)
	for (int i = 0; i < X; i++)
		for (int j = 0; j < Y; j++)
			for (int k = 0; k < Z; k++)
				cube[i][j][k] += 0.5;
#pragma omp target teams distribute parallel for collapse(2) map(tofrom: cube[1:2][0:Y][0:Z])
	for (int i = 1; i < 3; i++)
		for (int j = 0; j < Y; j++)
			for (int k = 0; k < Z; k++)
				cube[i][j][k] *= 2.0;
	for (int i = 0; i < X; i++)
		for (int j = 0; j < Y; j++)
			for (int k = 0; k < Z; k++) {
				double want = (i * 100 + j * 10 + k + 0.5) * (i == 1 || i == 2 ? 2.0 : 1.0);
				if (cube[i][j][k] != want) {
					printf("FAIL: cube[%d][%d][%d] = %g, expected %g\n", i, j, k,
					       cube[i][j][k], want);
					return 1;
				}
			}

	/* field in a target data region, updated in place by two kernels. */
#pragma omp target data map(tofrom: field)
	{
#pragma omp target teams distribute parallel for collapse(2)
		for (int i = 0; i < N; i++)
			for (int j = 0; j < M; j++)
				field[i][j] = (float)(i + j);
#pragma omp target teams distribute parallel for collapse(2)
		for (int i = 1; i < N - 1; i++)
			for (int j = 0; j < M; j++)
				field[i][j] += field[i - 1][j] * 0.0f + 1.0f;
	}
	for (int i = 0; i < N; i++)
		for (int j = 0; j < M; j++)
			if (field[i][j] != (float)(i + j) + (i > 0 && i < N - 1 ? 1.0f : 0.0f)) {
				printf("FAIL: field[%d][%d] = %g\n", i, j, field[i][j]);
				return 1;
			}
	printf("PASS\n");
	return 0;
}
