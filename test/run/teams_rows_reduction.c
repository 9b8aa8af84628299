// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// teams distribute over the rows of a matrix, a nested parallel for reduction per row (row norms and
// row maxima), and a combined reduction over all elements on the same data.

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

int
main(void)
{
	int rows = 700, cols = 1500, failed = 0;
	float *m = malloc((size_t)rows * cols * sizeof *m);
	double *norm = malloc(rows * sizeof *norm);
	float *big = malloc(rows * sizeof *big);
	double total = 0;

	if (!m || !norm || !big)
		return 2;
	for (int i = 0; i < rows * cols; i++)
		m[i] = (float)((i * 37) % 101) / 10.0f - 5.0f;
#pragma omp target data map(to: m[0:rows * cols]) map(from: norm[0:rows], big[0:rows])
	{
#pragma omp target teams distribute
		for (int r = 0; r < rows; r++) {
			double s = 0;
			float hi = -INFINITY;
#pragma omp parallel for reduction(+: s) reduction(max: hi)
			for (int c = 0; c < cols; c++) {
				s += (double)m[r * cols + c] * m[r * cols + c];
				hi = fmaxf(hi, m[r * cols + c]);
			}
			norm[r] = sqrt(s);
			big[r] = hi;
		}
#pragma omp target teams distribute parallel for reduction(+: total)
		for (int i = 0; i < rows * cols; i++)
			total += m[i];
	}
	double want_total = 0;
	for (int r = 0; r < rows; r++) {
		double s = 0;
		float hi = -INFINITY;
		for (int c = 0; c < cols; c++) {
			s += (double)m[r * cols + c] * m[r * cols + c];
			hi = fmaxf(hi, m[r * cols + c]);
			want_total += m[r * cols + c];
		}
		if ((fabs(norm[r] - sqrt(s)) > 1e-9 * sqrt(s) || big[r] != hi) && failed++ < 10)
			printf("row %d: norm %g max %g, want %g %g\n", r, norm[r], big[r], sqrt(s), hi);
	}
	if (fabs(total - want_total) > 1e-6 * fabs(want_total) + 1e-6) {
		printf("total %g, want %g\n", total, want_total);
		failed++;
	}
	printf("%s\n", failed ? "FAIL" : "PASS");
	free(m);
	free(norm);
	free(big);
	return failed != 0;
}
