/* The input and the serial reference shared by reduce.c (OpenMP, built by
 * omp2cuda) and reduce_cuda.cu (hand-written CUDA): the same data and the
 * same check, so that the two differ only in how they reduce. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#define REDUCE_REPS 20

static void
reduce_fill(double *x, float *y, int *k, long n)
{
	for (long i = 0; i < n; i++) {
		x[i] = (double)(i % 1009) * 1e-3;
		y[i] = (float)(i % 97) * 0.5f;
		k[i] = (int)((i * 2654435761u) % 1000003u);
	}
}

static double
reduce_now_ms(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1e3 + ts.tv_nsec * 1e-6;
}

/* Each result against the serial one (summed in double): the double sum to
 * a relative 1e-9, the float sum to 1e-3 (a float partial sum of many terms
 * drifts, by how much depends on how the terms are split among threads),
 * the maximum exactly. */
static int
reduce_check(const double *x, const float *y, const int *k, long n, double sx, float sy, int mk)
{
	double wx = 0, wy = 0;
	int wk = k[0];
	for (long i = 0; i < n; i++) {
		wx += x[i];
		wy += y[i];
		wk = k[i] > wk ? k[i] : wk;
	}
	int ok = fabs(sx - REDUCE_REPS * wx) <= 1e-9 * fabs(REDUCE_REPS * wx) &&
	         fabs(sy - wy) <= 1e-3 * fabs(wy) && mk == wk;
	if (!ok)
		fprintf(stderr, "reduce: sums %.17g %.9g max %d; want %.17g %.9g %d\n", sx, (double)sy, mk,
		        REDUCE_REPS * wx, wy, wk);
	return ok;
}
