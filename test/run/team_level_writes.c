// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// Team-level code of target teams distribute: writes to mapped arrays once per team, team-level
// scalars and pointers that nested parallel loops read and reduce into, a while loop with a
// break and a do-while loop around parallel loops.

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static void
rows(const float *a, int nrows, int cols, float *rowmax, float *out, float *acc, int *halvings,
     int *rounds)
{
#pragma omp target teams distribute map(to: a[0:nrows * cols]) \
	map(from: rowmax[0:nrows], out[0:nrows * cols], acc[0:nrows * cols], halvings[0:nrows], \
	    rounds[0:nrows])
	for (int r = 0; r < nrows; r++) {
		const float *row = &a[r * cols];
		float m = row[0];
#pragma omp parallel for reduction(max: m)
		for (int c = 0; c < cols; c++)
			if (row[c] > m)
				m = row[c];
		rowmax[r] = m;
		float scale = m != 0.0f ? 1.0f / m : 1.0f;
#pragma omp parallel for
		for (int c = 0; c < cols; c++) {
			out[r * cols + c] = row[c] * scale;
			acc[r * cols + c] = 0.0f;
		}
		int k = 0;
		float level = m;
		while (level > 1.0f) {
			level = level / 2;
			k++;
			if (k > 5)
				break;
#pragma omp parallel for
			for (int c = 0; c < cols; c++)
				acc[r * cols + c] += level / (float)(c + 1);
		}
		halvings[r] = k;
		int n = 0;
		do {
			n++;
#pragma omp parallel for
			for (int c = 0; c < cols; c++)
				out[r * cols + c] += 1.0f;
		} while (n < r % 3);
		rounds[r] = n;
	}
}

int
main(void)
{
	const int nrows = 300, cols = 1000;
	float *a = malloc(sizeof(float) * nrows * cols), *out = malloc(sizeof(float) * nrows * cols);
	float *acc = malloc(sizeof(float) * nrows * cols), rowmax[300];
	int halvings[300], rounds[300];

	for (int i = 0; i < nrows * cols; i++)
		a[i] = (float)((i * 7919L) % 2003) / 16.0f - 40.0f;
	rows(a, nrows, cols, rowmax, out, acc, halvings, rounds);
	for (int r = 0; r < nrows; r++) {
		float m = a[r * cols];
		for (int c = 0; c < cols; c++)
			if (a[r * cols + c] > m)
				m = a[r * cols + c];
		float scale = m != 0.0f ? 1.0f / m : 1.0f, level = m;
		int k = 0, n = 0;
		while (level > 1.0f) {
			level /= 2;
			k++;
			if (k > 5)
				break;
		}
		do
			n++;
		while (n < r % 3);
		if (rowmax[r] != m || halvings[r] != k || rounds[r] != n) {
			printf("FAIL: row %d: max %g halvings %d rounds %d, expected %g %d %d\n", r,
			       rowmax[r], halvings[r], rounds[r], m, k, n);
			return 1;
		}
		for (int c = 0; c < cols; c++) {
			float want = a[r * cols + c] * scale + (float)n, sum = 0.0f, lv = m;
			for (int h = 0; h < k && h < 5; h++) {
				lv = lv / 2;
				sum += lv / (float)(c + 1);
			}
			if (fabsf(out[r * cols + c] - want) > 1e-5f * fmaxf(1.0f, fabsf(want)) ||
			    fabsf(acc[r * cols + c] - sum) > 1e-5f * fmaxf(1.0f, fabsf(sum))) {
				printf("FAIL: row %d col %d: out %g acc %g, expected %g %g\n", r, c,
				       out[r * cols + c], acc[r * cols + c], want, sum);
				return 1;
			}
		}
	}
	free(a);
	free(out);
	free(acc);
	printf("PASS\n");
	return 0;
}
