// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// Reductions of C complex variables (OpenMP 5.2 5.5.5: + - * on C's
// arithmetic types, complex ones among them): sums and products of
// double _Complex and float _Complex on a combined target loop and on a
// parallel for nested in target teams distribute (into a variable each
// team declares), each copy combined by
// omp2cuda_ccomplex.h's arithmetic (a declared reduction's machinery).
// Each result against a serial loop on the host, within 1e-12 (double)
// or 1e-4 (float) of its magnitude: the copies combine in another order.
#include <complex.h>
#include <math.h>
#include <stdio.h>

enum { N = 20000, TEAMS = 40 };

static int
far(double complex got, double complex want, double tol, const char *what)
{
	if (cabs(got - want) <= tol * cabs(want))
		return 0;
	printf("%s: (%.17g, %.17g), want (%.17g, %.17g)\n", what, creal(got), cimag(got),
	       creal(want), cimag(want));
	return 1;
}

int
main(void)
{
	static double complex a[N];
	static float complex f[N];
	static double complex part[TEAMS];
	double complex sum = 1.5 - 2.0 * I, prod = 1, diff = 0, tsum = 0;
	float complex fsum = 0, fprod = 2;
	int bad = 0;

	for (int i = 0; i < N; i++) {
		a[i] = (i % 7) * 0.25 - (i % 13) * 0.125 * I;
		f[i] = (float complex)a[i];
	}
#pragma omp target teams distribute parallel for map(to: a, f) \
	reduction(+: sum, fsum) reduction(*: prod, fprod) reduction(-: diff)
	for (int i = 0; i < N; i++) {
		sum += a[i];
		fsum += f[i];
		prod *= 1 + a[i] / N;
		fprod *= 1 + f[i] / N;
		diff -= a[i] * I;
	}
#pragma omp target teams distribute num_teams(TEAMS) map(to: a) map(from: part)
	for (int t = 0; t < TEAMS; t++) {
		double complex own = 0;
#pragma omp parallel for reduction(+: own)
		for (int i = t; i < N; i += TEAMS)
			own += a[i] * a[i];
		part[t] = own;
	}
	for (int t = 0; t < TEAMS; t++)
		tsum += part[t];
	double complex s = 1.5 - 2.0 * I, p = 1, d = 0, ts = 0;
	float complex fs = 0, fp = 2;
	for (int i = 0; i < N; i++) {
		s += a[i];
		fs += f[i];
		p *= 1 + a[i] / N;
		fp *= 1 + f[i] / N;
		d -= a[i] * I;
		ts += a[i] * a[i];
	}
	bad += far(sum, s, 1e-12, "sum");
	bad += far(fsum, fs, 1e-4, "float sum");
	bad += far(prod, p, 1e-12, "product");
	bad += far(fprod, fp, 1e-4, "float product");
	bad += far(diff, d, 1e-12, "difference");
	bad += far(tsum, ts, 1e-12, "nested sum");
	printf("%s\n", bad ? "FAIL" : "PASS");
	return bad != 0;
}
