// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// Sections not starting at 0 (a[lo:len], halo x[lo-1:len+2], rows m[r*cols:cols]); rest untouched.

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

/* Scale the block [lo, lo + len) in place. */
static void
scale_block(double *a, int lo, int len, double s)
{
#pragma omp target teams distribute parallel for map(tofrom: a[lo:len])
	for (int i = lo; i < lo + len; i++)
		a[i] *= s;
}

/* 3-point average of x over [lo, lo + len) into y, reading one halo element each side. */
static void
smooth(const double *x, double *y, int lo, int len)
{
#pragma omp target teams distribute parallel for map(to: x[lo - 1:len + 2]) map(from: y[lo:len])
	for (int i = lo; i < lo + len; i++)
		y[i] = (x[i - 1] + x[i] + x[i + 1]) / 3.0;
}

/* Rows r0 .. r1 - 1 of a rows x cols matrix, and nothing else, go to the device. */
static void
rows_op(float *m, int cols, int r0, int r1)
{
#pragma omp target teams distribute parallel for collapse(2) \
	map(tofrom: m[r0 * cols:(r1 - r0) * cols])
	for (int r = r0; r < r1; r++)
		for (int c = 0; c < cols; c++)
			m[r * cols + c] = m[r * cols + c] * 2.0f + (float)c;
}

static int
compare(const char *what, const double *got, const double *want, int n)
{
	for (int i = 0; i < n; i++) {
		/* Untouched elements hold NaN in both. */
		if (isnan(want[i]) && isnan(got[i]))
			continue;
		if (!(fabs(got[i] - want[i]) <= 1e-6 * fmax(1.0, fabs(want[i])))) {
			printf("FAIL: %s[%d] = %.17g, expected %.17g\n", what, i, got[i], want[i]);
			return 0;
		}
	}
	return 1;
}

int
main(void)
{
	const int n = 10000, lo = 1234, len = 5678;
	double *a = malloc(n * sizeof *a), *ra = malloc(n * sizeof *ra);
	double *y = malloc(n * sizeof *y), *ry = malloc(n * sizeof *ry);

	for (int i = 0; i < n; i++) {
		a[i] = ra[i] = 0.5 * i - 100.0;
		y[i] = ry[i] = NAN;
	}

	scale_block(a, lo, len, -3.0);
	for (int i = lo; i < lo + len; i++)
		ra[i] *= -3.0;
	if (!compare("a", a, ra, n))
		return 1;

	smooth(a, y, lo + 1, len - 2);
	smooth(a, y, 1, 100);
	for (int i = lo + 1; i < lo + len - 1; i++)
		ry[i] = (ra[i - 1] + ra[i] + ra[i + 1]) / 3.0;
	for (int i = 1; i < 101; i++)
		ry[i] = (ra[i - 1] + ra[i] + ra[i + 1]) / 3.0;
	if (!compare("y", y, ry, n))
		return 1;

	const int rows = 50, cols = 333;
	float *m = malloc(rows * cols * sizeof *m), *rm = malloc(rows * cols * sizeof *rm);
	for (int i = 0; i < rows * cols; i++)
		m[i] = rm[i] = (float)(i % 97) - 40.0f;
	rows_op(m, cols, 17, 18);
	rows_op(m, cols, 30, 45);
	for (int r = 17; r < 18; r++)
		for (int c = 0; c < cols; c++)
			rm[r * cols + c] = rm[r * cols + c] * 2.0f + (float)c;
	for (int r = 30; r < 45; r++)
		for (int c = 0; c < cols; c++)
			rm[r * cols + c] = rm[r * cols + c] * 2.0f + (float)c;
	for (int i = 0; i < rows * cols; i++)
		if (m[i] != rm[i]) {
			printf("FAIL: m[%d][%d] = %.9g, expected %.9g\n", i / cols, i % cols, m[i],
			       rm[i]);
			return 1;
		}

	free(a);
	free(ra);
	free(y);
	free(ry);
	free(m);
	free(rm);
	printf("PASS\n");
	return 0;
}
