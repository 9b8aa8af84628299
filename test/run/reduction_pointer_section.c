// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// Reductions of sections and elements of pointers on combined target
// loops (OpenMP 5.2 5.5.8): three sums into p[:3] mapped by the
// construct, a max into an element another pointer's target data
// construct mapped (present), a min and a product into a section that
// starts past the pointer with no map clause (mapped tofrom by the
// reduction), and a sum on 'target parallel for'.  Elements outside the
// section keep their values; each result is the original value combined
// with every iteration's contribution, checked against a serial loop
// (integers and powers of two: exact whatever the order).  A race
// between threads or teams loses contributions and fails the check.

#include <stdio.h>
#include <stdlib.h>

#define N 20000

static int failed;

static void
check(const char *what, double got, double want)
{
	if (got != want) {
		printf("FAIL %s: %.17g, want %.17g\n", what, got, want);
		failed = 1;
	}
}

/* sums into beta[0..2], beta[3] untouched */
static void
sums(const double *x, double *__restrict beta, int n)
{
#pragma omp target teams distribute parallel for reduction(+: beta[:3]) map(to: x[0:n]) map(tofrom: beta[0:3])
	for (int i = 0; i < n; i++) {
		beta[0] += x[i];
		beta[1] += 2 * x[i];
		beta[2] += x[i] * x[i];
	}
}

/* distance[0] is h[1], present in the data construct around */
static void
max_into(const float *x, float *distance, int n)
{
#pragma omp target teams distribute parallel for reduction(max: distance[0]) thread_limit(128)
	for (int i = 0; i < n; i++)
		distance[0] = distance[0] > x[i] ? distance[0] : x[i];
}

/* min into lo[2], products into lo[3..4]: no map clause */
static void
min_and_products(const int *key, long *lo, double *prod, int n)
{
#pragma omp target teams distribute parallel for reduction(min: lo[2]) reduction(*: prod[3:2]) map(to: key[0:n])
	for (int i = 0; i < n; i++) {
		lo[2] = key[i] < lo[2] ? key[i] : lo[2];
		if (i % 1000 == 0)
			prod[3 + i / 1000 % 2] *= 2.0;
	}
}

static void
counts(const int *key, unsigned *hist, int n)
{
#pragma omp target parallel for reduction(+: hist[0:4]) map(to: key[0:n])
	for (int i = 0; i < n; i++)
		hist[key[i] % 4]++;
}

int
main(void)
{
	double *x = malloc(N * sizeof *x), beta[4] = {1, 2, 3, 4}, prod[6] = {1, 1, 1, 3, 5, 1};
	float *xf = malloc(N * sizeof *xf), h[2] = {-1, 7};
	int *key = malloc(N * sizeof *key);
	long lo[4] = {-5, -6, 1000000, -7};
	unsigned hist[4] = {1, 2, 3, 4};
	double want[3] = {1, 2, 3};
	float fmax = 7;
	long kmin = 1000000;
	unsigned whist[4] = {1, 2, 3, 4};

	for (int i = 0; i < N; i++) {
		x[i] = i % 7;
		xf[i] = (float)((i * 37) % 1001);
		key[i] = (int)((i * 2654435761u) >> 7) % 100000 + 3;
		want[0] += x[i];
		want[1] += 2 * x[i];
		want[2] += x[i] * x[i];
		fmax = fmax > xf[i] ? fmax : xf[i];
		kmin = key[i] < kmin ? key[i] : kmin;
		whist[key[i] % 4]++;
	}
	sums(x, beta, N);
	for (int k = 0; k < 3; k++)
		check("sums", beta[k], want[k]);
	check("outside the section", beta[3], 4);
#pragma omp target data map(tofrom: h[0:2]) map(to: xf[0:N])
	max_into(xf, h + 1, N);
	check("max", h[1], fmax);
	check("beside the element", h[0], -1);
	min_and_products(key, lo, prod, N);
	check("min", lo[2], kmin);
	check("beside the min", lo[1] + lo[3], -13);
	check("products", prod[3], 3.0 * (1 << 10));
	check("products", prod[4], 5.0 * (1 << 10));
	check("beside the products", prod[2] + prod[5], 2);
	counts(key, hist, N);
	for (int k = 0; k < 4; k++)
		check("counts", hist[k], whist[k]);
	free(x);
	free(xf);
	free(key);
	if (!failed)
		printf("PASS\n");
	return failed;
}
