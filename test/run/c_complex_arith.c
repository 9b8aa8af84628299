// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// C's complex arithmetic in a region (omp2cuda_ccomplex.h on the
// device): + - * / of float _Complex and double _Complex, with each other
// and with real and integer operands, unary - and ~, == and !=,
// conversions (between the complex types, from and to real types and
// _Bool, casts), compound assignments (a complex or a real left
// operand), complex conditions, I, CMPLX, imaginary constants, members
// and arrays of complex type, a complex firstprivate scalar and a
// declare target function of complex parameters.  Each result is
// compared bit for bit with the same code run on the host, values with
// infinities, NaNs, signed zeros and extreme exponents included, where
// gcc follows Annex G (the recovery of infinite products and
// quotients).
#include <complex.h>
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

enum { N = 96, K = 24 };

struct pt {
	double complex z;
	float complex w;
	int tag;
};

#pragma omp declare target
static double complex
mix(double complex a, float complex b, double s)
{
	double complex r = a * b - s / a;
	r += b;
	r /= 2;
	return conj(r) + (r == a) + (b != 0);
}

/* Every operation of the test on inputs i: out[0..K). */
static void
ops(const double complex *x, const double complex *y, const float complex *f,
    const struct pt *p, double complex fp, int i, double complex *out)
{
	double complex a = x[i], b = y[i];
	float complex g = f[i], h = f[(i + 7) % N];
	double r = creal(b), t = 0;
	int k = 0;

	out[k++] = a + b;
	out[k++] = a - b;
	out[k++] = a * b;
	out[k++] = a / b;
	out[k++] = g * h;
	out[k++] = g / h;
	out[k++] = r / a + a / r;
	out[k++] = r * a - a * 3 + (i - a) + 2.5f * g;
	out[k++] = g * a + h / b;
	out[k++] = -a + ~b;
	out[k++] = (a == b) + (a != r) * I + (g == h) * 2.0 + (g == 1);
	out[k++] = (float complex)a + (double)g + (int)creal(b) + (_Bool)a * 1.0i;
	t = a;
	t += b;
	t *= g;
	out[k++] = t;
	a += b;
	a -= g;
	a *= h;
	a /= r;
	a *= 2;
	g /= h;
	out[k++] = a + g;
	out[k++] = (a ? 1 : 0) + (b && g ? 2.0 : 0) + (!h ? 4.0 : 0);
	out[k++] = CMPLX(r, -r) + CMPLXF(1, 2) * 3.5i;
	out[k++] = p[i].z * p[i].w + p[i].tag;
	out[k++] = mix(x[i], f[i], r) + fp * a;
	out[k++] = __real__ b * __imag__ a + I * I;
	float complex q = 0;
	for (int j = 0; j < 4; j++)
		q = q * g + (float)j;
	out[k++] = q;
	double complex s = b;
	while (s != 0 && k < K)
		s = 0;
	out[k++] = s + (double complex)(float)r;
	out[k++] = (double complex)f[i] * (float complex)x[i];
	out[k++] = a ? a / (b + 1) : b;
	out[k++] = x[i] * y[i] / (x[i] + f[i]);
}
#pragma omp end declare target

static double
pick(unsigned i, unsigned salt)
{
	static const double special[] = {0.0, -0.0, INFINITY, -INFINITY, NAN, 1.0,
	                                 -1.0, DBL_MAX, DBL_MIN, 1e300, 1e-300, 3e38};
	unsigned h = (i * 2654435761u) ^ (salt * 40503u);
	if (i % 4 == 3)
		return special[h % 12];
	return ldexp((double)(h % 20000) / 1000.0 - 10.0, (int)(h >> 20) % 40 - 20);
}

static int
same(double u, double v)
{
	return (isnan(u) && isnan(v)) || !memcmp(&u, &v, sizeof u);
}

int
main(void)
{
	static double complex x[N], y[N], out[N * K], want[N * K];
	static float complex f[N];
	static struct pt p[N];
	double complex fp = CMPLX(0.5, -2.0);
	int bad = 0;

	for (int i = 0; i < N; i++) {
		x[i] = CMPLX(pick(i, 1), pick(i + 1, 2));
		y[i] = CMPLX(pick(i + 2, 3), pick(i + 3, 4));
		f[i] = CMPLXF((float)pick(i + 4, 5), (float)pick(i + 1, 6));
		p[i].z = x[(i + 5) % N];
		p[i].w = f[(i + 9) % N];
		p[i].tag = i;
	}
#pragma omp target teams distribute parallel for map(to: x, y, f, p) map(from: out) \
	firstprivate(fp)
	for (int i = 0; i < N; i++)
		ops(x, y, f, p, fp, i, out + i * K);
	for (int i = 0; i < N; i++)
		ops(x, y, f, p, fp, i, want + i * K);
	for (int i = 0; i < N * K; i++)
		if (!same(creal(out[i]), creal(want[i])) || !same(cimag(out[i]), cimag(want[i]))) {
			if (bad++ < 10)
				printf("input %d, operation %d: (%a, %a), want (%a, %a)\n", i / K, i % K,
				       creal(out[i]), cimag(out[i]), creal(want[i]), cimag(want[i]));
		}
	printf("%s: %d of %d differ\n", bad ? "FAIL" : "PASS", bad, N * K);
	return bad != 0;
}
