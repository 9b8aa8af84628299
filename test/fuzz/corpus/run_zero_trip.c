// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// Zero-trip regions (n == 0, empty ranges, empty inner collapsed loop) change nothing; 1-trip too.

#include <stdio.h>
#include <stdlib.h>

static void
fill(int *a, int n, int v)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	for (int i = 0; i < n; i++)
		a[i] = v + i;
}

/* Writes a[lo..hi) of an array with room for cap elements. */
static void
fill_range(int *a, int cap, int lo, int hi, int v)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:cap])
	for (int i = lo; i < hi; i++)
		a[i] = v;
}

/* Writes a[hi], a[hi-1], ..., a[lo+1]. */
static void
fill_down(int *a, int cap, long hi, long lo, int v)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:cap])
	for (long i = hi; i > lo; i--)
		a[i] = v;
}

static void
fill_grid(int *g, int rows, int cols, int v)
{
#pragma omp target teams distribute parallel for collapse(2) map(tofrom: g[0:rows*cols])
	for (int r = 0; r < rows; r++)
		for (int c = 0; c < cols; c++)
			g[r * cols + c] = v;
}

/* Fills the first n elements of out from in; the sections are empty when n == 0. */
static void
copy(const double *in, double *out, size_t n)
{
#pragma omp target teams distribute parallel for map(to: in[0:n]) map(from: out[0:n])
	for (size_t i = 0; i < n; i++)
		out[i] = in[i] * 2.0;
}

static int
untouched(const int *a, int n, const char *what)
{
	for (int i = 0; i < n; i++)
		if (a[i] != -7) {
			printf("FAIL: %s: a[%d] = %d, expected -7 (untouched)\n", what, i, a[i]);
			return 0;
		}
	return 1;
}

int
main(void)
{
	enum { CAP = 64 };
	int *a = malloc(CAP * sizeof *a);
	double in[4] = {1.5, 2.5, 3.5, 4.5}, out[4] = {-1.0, -1.0, -1.0, -1.0};

	for (int i = 0; i < CAP; i++)
		a[i] = -7;

	fill(a, 0, 100);
	if (!untouched(a, CAP, "n == 0"))
		return 1;
	fill_range(a, CAP, 40, 10, 5);
	if (!untouched(a, CAP, "lo > hi"))
		return 1;
	fill_range(a, CAP, 20, 20, 5);
	if (!untouched(a, CAP, "lo == hi"))
		return 1;
	fill_down(a, CAP, 3, 3, 5);
	fill_down(a, CAP, 3, 30, 5);
	if (!untouched(a, CAP, "empty downward"))
		return 1;
	fill_grid(a, 8, 0, 5);
	fill_grid(a, 0, 8, 5);
	if (!untouched(a, CAP, "empty collapse"))
		return 1;
	copy(in, out, 0);
	for (int i = 0; i < 4; i++)
		if (out[i] != -1.0) {
			printf("FAIL: empty copy wrote out[%d] = %g\n", i, out[i]);
			return 1;
		}

	/* One iteration each. */
	fill(a, 1, 100);
	fill_range(a, CAP, 20, 21, 5);
	fill_down(a, CAP, 31, 30, 6);
	fill_grid(a + 40, 1, 1, 9);
	copy(in, out, 1);
	for (int i = 0; i < CAP; i++) {
		int want = i == 0 ? 100 : i == 20 ? 5 : i == 31 ? 6 : i == 40 ? 9 : -7;
		if (a[i] != want) {
			printf("FAIL: one trip: a[%d] = %d, expected %d\n", i, a[i], want);
			return 1;
		}
	}
	if (out[0] != 3.0 || out[1] != -1.0) {
		printf("FAIL: one-element copy gave out[0] = %g, out[1] = %g\n", out[0], out[1]);
		return 1;
	}
	free(a);
	printf("PASS\n");
	return 0;
}
