// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// math.h in regions: sqrt exp sin cos pow fabs fmin fmax floor log tanh atan2 fmod, float too.

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define ND 10 /* results per element, double region */
#define NF 8  /* results per element, float region */

static void
double_funcs(int n, const double *x, double *out)
{
	for (int i = 0; i < n; i++) {
		double v = x[i];
		out[0 * n + i] = sqrt(fabs(v) + 1.0);
		out[1 * n + i] = exp(v * 0.5);
		out[2 * n + i] = sin(v) + cos(2.0 * v);
		out[3 * n + i] = pow(fabs(v) + 0.5, 1.7);
		out[4 * n + i] = fmin(v, 1.5) + fmax(v, -2.0);
		out[5 * n + i] = floor(v * 2.5);
		out[6 * n + i] = log(v * v + 1.0);
		out[7 * n + i] = tanh(v) * 10.0;
		out[8 * n + i] = atan2(v, 3.0 - v);
		out[9 * n + i] = fmod(v, 0.7);
	}
}

static void
float_funcs(int n, const float *x, float *out)
{
	for (int i = 0; i < n; i++) {
		float v = x[i];
		out[0 * n + i] = sqrtf(fabsf(v) + 1.0f);
		out[1 * n + i] = expf(v * 0.5f);
		out[2 * n + i] = sinf(v) + cosf(2.0f * v);
		out[3 * n + i] = powf(fabsf(v) + 0.5f, 1.7f);
		out[4 * n + i] = fminf(v, 1.5f) + fmaxf(v, -2.0f);
		out[5 * n + i] = floorf(v * 2.5f);
		out[6 * n + i] = logf(v * v + 1.0f);
		out[7 * n + i] = tanhf(v) * 10.0f;
	}
}

int
main(void)
{
	const int n = 10000;
	double *x = malloc(n * sizeof *x);
	double *d = malloc(ND * n * sizeof *d), *rd = malloc(ND * n * sizeof *rd);
	float *xf = malloc(n * sizeof *xf);
	float *f = malloc(NF * n * sizeof *f), *rf = malloc(NF * n * sizeof *rf);

	for (int i = 0; i < n; i++) {
		x[i] = -9.0 + 18.0 * i / n;
		xf[i] = (float)x[i];
	}
	for (int i = 0; i < ND * n; i++)
		d[i] = NAN;
	for (int i = 0; i < NF * n; i++)
		f[i] = NAN;

#pragma omp target teams distribute parallel for map(to: x[0:n]) map(tofrom: d[0:ND*n])
	for (int i = 0; i < n; i++) {
		double v = x[i];
		d[0 * n + i] = sqrt(fabs(v) + 1.0);
		d[1 * n + i] = exp(v * 0.5);
		d[2 * n + i] = sin(v) + cos(2.0 * v);
		d[3 * n + i] = pow(fabs(v) + 0.5, 1.7);
		d[4 * n + i] = fmin(v, 1.5) + fmax(v, -2.0);
		d[5 * n + i] = floor(v * 2.5);
		d[6 * n + i] = log(v * v + 1.0);
		d[7 * n + i] = tanh(v) * 10.0;
		d[8 * n + i] = atan2(v, 3.0 - v);
		d[9 * n + i] = fmod(v, 0.7);
	}

#pragma omp target teams distribute parallel for map(to: xf[0:n]) map(tofrom: f[0:NF*n])
	for (int i = 0; i < n; i++) {
		float v = xf[i];
		f[0 * n + i] = sqrtf(fabsf(v) + 1.0f);
		f[1 * n + i] = expf(v * 0.5f);
		f[2 * n + i] = sinf(v) + cosf(2.0f * v);
		f[3 * n + i] = powf(fabsf(v) + 0.5f, 1.7f);
		f[4 * n + i] = fminf(v, 1.5f) + fmaxf(v, -2.0f);
		f[5 * n + i] = floorf(v * 2.5f);
		f[6 * n + i] = logf(v * v + 1.0f);
		f[7 * n + i] = tanhf(v) * 10.0f;
	}

	double_funcs(n, x, rd);
	float_funcs(n, xf, rf);

	for (int k = 0; k < ND; k++)
		for (int i = 0; i < n; i++) {
			double got = d[k * n + i], want = rd[k * n + i];
			if (!(fabs(got - want) <= 1e-6 * fmax(1.0, fabs(want)))) {
				printf("FAIL: double result %d at x=%.17g: %.17g, expected %.17g\n",
				       k, x[i], got, want);
				return 1;
			}
		}
	for (int k = 0; k < NF; k++)
		for (int i = 0; i < n; i++) {
			float got = f[k * n + i], want = rf[k * n + i];
			if (!(fabsf(got - want) <= 1e-4f * fmaxf(1.0f, fabsf(want)))) {
				printf("FAIL: float result %d at x=%.9g: %.9g, expected %.9g\n", k,
				       xf[i], got, want);
				return 1;
			}
		}
	free(x);
	free(d);
	free(rd);
	free(xf);
	free(f);
	free(rf);
	printf("PASS\n");
	return 0;
}
