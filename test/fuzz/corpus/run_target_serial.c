// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// Plain '#pragma omp target' (one thread): scalar tofrom/from/to, a loop, firstprivate/private.

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static int failed;

static void
expect_long(const char *what, long got, long want)
{
	if (!failed && got != want) {
		printf("FAIL: %s = %ld, expected %ld\n", what, got, want);
		failed = 1;
	}
}

static void
expect_double(const char *what, double got, double want)
{
	if (!failed && !(fabs(got - want) <= 1e-12 * fmax(1.0, fabs(want)))) {
		printf("FAIL: %s = %.17g, expected %.17g\n", what, got, want);
		failed = 1;
	}
}

/* Prefix sums and a running maximum, one element after another on the device. */
static void
scan(int n, const double *in, double *out, double *top, int *where)
{
	double best = NAN;
	int at = -99;

#pragma omp target map(to: in[0:n]) map(from: out[0:n], best, at)
	{
		double acc = 0.0;
		best = -INFINITY;
		at = -1;
		for (int i = 0; i < n; i++) {
			acc += in[i];
			out[i] = acc;
			if (in[i] > best) {
				best = in[i];
				at = i;
			}
		}
	}
	*top = best;
	*where = at;
}

static void
scan_host(int n, const double *in, double *out, double *top, int *where)
{
	double acc = 0.0;
	*top = -INFINITY;
	*where = -1;
	for (int i = 0; i < n; i++) {
		acc += in[i];
		out[i] = acc;
		if (in[i] > *top) {
			*top = in[i];
			*where = i;
		}
	}
}

int
main(void)
{
	const int n = 1000;
	double *in = malloc(n * sizeof *in);
	double *out = malloc(n * sizeof *out), *rout = malloc(n * sizeof *rout);

	/* map(tofrom:) scalars of several types, updated on the device. */
	int x = 41;
	long big = 5000000000L;
	double d = 0.25;
	float f = 1.5f;
#pragma omp target map(tofrom: x, big, d, f)
	{
		x++;
		big = big * 3 + x;
		d = d * 8.0 - 1.0;
		f += (float)x;
	}
	expect_long("tofrom int x", x, 42);
	expect_long("tofrom long big", big, 15000000042L);
	expect_double("tofrom double d", d, 1.0);
	expect_double("tofrom float f", f, 43.5);

	/* map(from:) scalar: set on the device, the host value is never read there. */
	int y = -12345;
	double z = NAN;
#pragma omp target map(from: y, z)
	{
		y = 7 * 6;
		z = sqrt(2.0);
	}
	expect_long("from int y", y, 42);
	expect_double("from double z", z, sqrt(2.0));

	/* map(to:) and implicit (firstprivate) scalars are read on the device; the
	 * implicit one is a copy, so a device write stays there.  (Whether a write to
	 * the map(to:) one shows on the host depends on shared storage: not checked.) */
	int t = 5, u = 9, seen = -1;
#pragma omp target map(to: t) map(from: seen)
	{
		u = u + t;
		seen = t * 100 + u;
	}
	expect_long("implicit u after the region", u, 9);
	expect_long("seen", seen, 514);

	/* A sequential loop over mapped arrays. */
	for (int i = 0; i < n; i++) {
		in[i] = (double)((i * 37) % 101) - 50.0 + 0.125 * (i % 3);
		out[i] = NAN;
	}
	in[777] = 1e6;
	double top, rtop;
	int where, rwhere;
	scan(n, in, out, &top, &where);
	scan_host(n, in, rout, &rtop, &rwhere);
	for (int i = 0; i < n; i++)
		if (!failed && out[i] != rout[i]) {
			printf("FAIL: scan out[%d] = %.17g, expected %.17g\n", i, out[i], rout[i]);
			failed = 1;
		}
	expect_double("scan top", top, rtop);
	expect_long("scan where", where, rwhere);

	/* The loop's result in place (tofrom array), with a while loop and a branch. */
	int collatz[16];
	for (int i = 0; i < 16; i++)
		collatz[i] = -1;
#pragma omp target map(tofrom: collatz)
	for (int s = 0; s < 16; s++) {
		long v = s + 1;
		int steps = 0;
		while (v != 1) {
			v = v % 2 ? 3 * v + 1 : v / 2;
			steps++;
		}
		collatz[s] = steps;
	}
	static const int csteps[16] = {0, 1, 7, 2, 5, 8, 16, 3, 19, 6, 14, 9, 9, 17, 17, 4};
	for (int i = 0; i < 16; i++)
		expect_long("collatz steps", collatz[i], csteps[i]);

	/* firstprivate: the device copy starts with the host value, and changes to it
	 * stay on the device; private: an uninitialised copy, set before use. */
	double scale = 2.0, tmp = -7.0;
	int k = 3, sum = 0;
#pragma omp target firstprivate(scale, k) private(tmp) map(tofrom: sum) map(to: in[0:n])
	{
		for (int i = 0; i < 10; i++) {
			tmp = in[i] * scale;
			sum += (int)tmp + k;
			scale += 1.0;
			k--;
		}
	}
	int rsum = 0;
	{
		double rscale = 2.0;
		int rk = 3;
		for (int i = 0; i < 10; i++) {
			rsum += (int)(in[i] * rscale) + rk;
			rscale += 1.0;
			rk--;
		}
	}
	expect_long("firstprivate/private sum", sum, rsum);
	expect_double("firstprivate scale after the region", scale, 2.0);
	expect_long("firstprivate k after the region", k, 3);
	expect_double("private tmp after the region", tmp, -7.0);

	/* Several one-thread regions in a row on the same scalar. */
	long count = 10;
	for (int r = 0; r < 5; r++) {
#pragma omp target map(tofrom: count)
		count = count * 2 + r;
	}
	expect_long("count after 5 regions", count,
	            ((((10 * 2 + 0) * 2 + 1) * 2 + 2) * 2 + 3) * 2 + 4);

	free(in);
	free(out);
	free(rout);
	if (failed)
		return 1;
	printf("PASS\n");
	return 0;
}
