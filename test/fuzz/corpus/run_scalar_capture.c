// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// Scalars of many types, implicit and firstprivate(...), private(...) temporaries, read per launch.

#include <math.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>

static void
transform(int n, const double *x, double *y, double scale, long offset, float bias, unsigned mask,
          char tag, size_t stride)
{
	double tmp;
	int q;

#pragma omp target teams distribute parallel for map(to: x[0:n]) map(from: y[0:n]) \
	firstprivate(offset, bias) private(tmp, q)
	for (int i = 0; i < n; i++) {
		tmp = x[i] * scale + (double)(offset % 10007);
		q = (int)((unsigned)i & mask) + tag;
		y[i] = tmp * bias + q + (double)(stride * (size_t)i % 11);
	}
}

static void
transform_host(int n, const double *x, double *y, double scale, long offset, float bias,
               unsigned mask, char tag, size_t stride)
{
	for (int i = 0; i < n; i++) {
		double tmp = x[i] * scale + (double)(offset % 10007);
		int q = (int)((unsigned)i & mask) + tag;
		y[i] = tmp * bias + q + (double)(stride * (size_t)i % 11);
	}
}

static int
compare(const char *what, const double *got, const double *want, int n)
{
	for (int i = 0; i < n; i++) {
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
	const int n = 20000;
	double *x = malloc(n * sizeof *x);
	double *y = malloc(n * sizeof *y), *ry = malloc(n * sizeof *ry);
	double *w = malloc(n * sizeof *w), *rw = malloc(n * sizeof *rw);

	for (int i = 0; i < n; i++) {
		x[i] = 0.001 * i - 7.5;
		y[i] = w[i] = NAN;
	}

	transform(n, x, y, 1.75, -123456789012L, 0.5f, 0x3fu, 'A', 3);
	transform_host(n, x, ry, 1.75, -123456789012L, 0.5f, 0x3fu, 'A', 3);
	if (!compare("y", y, ry, n))
		return 1;

	/* Locals of main captured with no clause; shift changes between launches and
	 * each launch must see the value it had when the region started. */
	double shift = 1.0;
	float gain = 3.0f;
	long big = 5000000000L;
	unsigned char flags = 0x81;
	_Bool negate = 1;
	for (int pass = 0; pass < 3; pass++) {
#pragma omp target teams distribute parallel for map(to: x[0:n]) map(tofrom: w[0:n])
		for (int i = 0; i < n; i++) {
			double v = x[i] * gain + shift + (double)(big % (i + 7)) + (flags & 0x0f);
			w[i] = negate ? -v : v;
		}
		for (int i = 0; i < n; i++) {
			double v = x[i] * gain + shift + (double)(big % (i + 7)) + (flags & 0x0f);
			rw[i] = negate ? -v : v;
		}
		if (!compare("w", w, rw, n))
			return 1;
		shift += 2.5;
		gain *= 0.5f;
		big += 17;
		flags ^= 0x0e;
		negate = !negate;
	}

	free(x);
	free(y);
	free(ry);
	free(w);
	free(rw);
	printf("PASS\n");
	return 0;
}
