// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// <complex.h>'s functions in a region (omp2cuda_cfuncs.h on the device),
// of double _Complex and float _Complex, against glibc's on the host:
// creal, cimag, conj and cproj bit for bit; cabs, carg, cexp, clog,
// csqrt, cpow, csin, ccos, csinh and ccosh within 1e-13 (double) or 2e-6
// (float) of the larger of the result's magnitude and 1 (CUDA's math
// functions are within a few units in the last place, and cpow's
// exp(y log x) multiplies their errors by |y log x|), over finite
// arguments; a result with an infinite or NaN part has the same parts.
// The host fallback runs glibc's own: equal by construction.
#include <complex.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

enum { N = 128, K = 14 };

#pragma omp declare target
static void
funcs(double complex z, double complex y, double complex *o)
{
	o[0] = creal(z) + cimag(z) * I;
	o[1] = conj(z);
	o[2] = cproj(z);
	o[3] = cabs(z);
	o[4] = carg(z);
	o[5] = cexp(z);
	o[6] = clog(z);
	o[7] = csqrt(z);
	o[8] = cpow(z, y);
	o[9] = csin(z);
	o[10] = ccos(z);
	o[11] = csinh(z);
	o[12] = ccosh(z);
	o[13] = 0;
}

static void
funcsf(float complex z, float complex y, float complex *o)
{
	o[0] = crealf(z) + cimagf(z) * I;
	o[1] = conjf(z);
	o[2] = cprojf(z);
	o[3] = cabsf(z);
	o[4] = cargf(z);
	o[5] = cexpf(z);
	o[6] = clogf(z);
	o[7] = csqrtf(z);
	o[8] = cpowf(z, y);
	o[9] = csinf(z);
	o[10] = ccosf(z);
	o[11] = csinhf(z);
	o[12] = ccoshf(z);
	o[13] = 0;
}
#pragma omp end declare target

/* A part that is infinite or NaN: the same where the other's is. */
static int
other(double got, double want)
{
	return isnan(want) ? !isnan(got) : got != want;
}

static int
far(double complex got, double complex want, double tol, int exact)
{
	double scale = cabs(want) > 1 ? cabs(want) : 1;
	if (exact)
		return memcmp(&got, &want, sizeof got) != 0;
	if (!isfinite(creal(want)) || !isfinite(cimag(want)))
		return other(creal(got), creal(want)) || other(cimag(got), cimag(want));
	return !(cabs(got - want) <= tol * scale);
}

int
main(void)
{
	static double complex z[N], y[N], out[N * K], want[N * K];
	static float complex zf[N], yf[N], outf[N * K], wantf[N * K];
	int bad = 0;

	for (int i = 0; i < N; i++) {
		z[i] = (i % 17 - 8) * 0.37 + (i % 11 - 5) * 0.61 * I;
		if (i % 9 == 0)
			z[i] *= 40;
		if (i % 13 == 0)
			z[i] = -z[i] / 1000;
		y[i] = 0.5 + (i % 5) * 0.25 - (i % 3) * 0.4 * I;
		zf[i] = (float complex)z[i];
		yf[i] = (float complex)y[i];
	}
	z[3] = 0;
	z[4] = -2.0;
	z[5] = -0.0 - 4.0 * I;
	zf[3] = 1;
#pragma omp target teams distribute parallel for map(to: z, y, zf, yf) map(from: out, outf)
	for (int i = 0; i < N; i++) {
		funcs(z[i], y[i], out + i * K);
		funcsf(zf[i], yf[i], outf + i * K);
	}
	for (int i = 0; i < N; i++) {
		funcs(z[i], y[i], want + i * K);
		funcsf(zf[i], yf[i], wantf + i * K);
	}
	for (int i = 0; i < N * K; i++) {
		int exact = i % K < 3;
		if (i / K == 3 && i % K == 8)
			continue; /* cpow(0, y): glibc's log(0) is -inf */
		if (far(out[i], want[i], 1e-13, exact) && bad++ < 10)
			printf("double %d, function %d: (%.17g, %.17g), want (%.17g, %.17g)\n", i / K,
			       i % K, creal(out[i]), cimag(out[i]), creal(want[i]), cimag(want[i]));
		if (far(outf[i], wantf[i], 2e-6, exact) && bad++ < 10)
			printf("float %d, function %d: (%.9g, %.9g), want (%.9g, %.9g)\n", i / K, i % K,
			       crealf(outf[i]), cimagf(outf[i]), crealf(wantf[i]), cimagf(wantf[i]));
	}
	printf("%s: %d of %d differ\n", bad ? "FAIL" : "PASS", bad, 2 * N * K);
	return bad != 0;
}
