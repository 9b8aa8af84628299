// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// GNU's _Complex in a C++ file's region (omp2cuda_ccomplex.h on the
// device, as in a C file's): + - * / of double _Complex and float
// _Complex with each other and with real operands, unary - and ~, ==,
// conversions between the complex types and from real ones, compound
// assignments, __real__ and __imag__, <complex.h>'s creal, cimag, conj
// and cabs, a member function and a function of complex parameters, a
// sum reduction.  Each result bit for bit against the same code run on
// the host (g++ computes products and quotients as gcc does, Annex G),
// cabs within 1e-15 of its value.
#include <complex.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

typedef double _Complex cd;
typedef float _Complex cf;
enum { N = 64, K = 12 };

static cd
make(double re, double im)
{
	cd z;
	__real__ z = re;
	__imag__ z = im;
	return z;
}

struct Rot {
	cd w;
	cd apply(cd z) const { return w * z; }
};

static cd
axpy(cd a, cd x, cd y)
{
	return a * x + y;
}

static void
ops(const cd *x, const cf *f, Rot r, int i, cd *o)
{
	cd a = x[i], b = x[(i + 5) % N];
	cf g = f[i], h = f[(i + 3) % N];
	int k = 0;

	o[k++] = a * b / (a - b) + 2.0 * a - b / 3.0;
	o[k++] = g * h / (g + h);
	o[k++] = a * g + h;
	o[k++] = -a + ~b;
	o[k++] = (double)(a == b) + (double)(g != h) * 2;
	cd c = a;
	c += b;
	c *= g;
	c /= 1.5;
	o[k++] = c;
	o[k++] = make(__real__ a * __imag__ b, cimag(a) - creal(b));
	o[k++] = conj(a) + cabs(b);
	o[k++] = r.apply(a);
	o[k++] = axpy(a, b, make(1, -1));
	o[k++] = (cd)g + (cf)a;
	o[k++] = 1.0 / a;
}

static int
same(double u, double v)
{
	return (isnan(u) && isnan(v)) || !memcmp(&u, &v, sizeof u);
}

int
main()
{
	static cd x[N], out[N * K], want[N * K];
	static cf f[N];
	Rot r = {make(0.6, 0.8)};
	cd sum = 0, s = 0;
	int bad = 0;

	for (int i = 0; i < N; i++) {
		x[i] = make((i % 9) * 0.7 - 3, (i % 5) * 1.3 - 2.5);
		f[i] = (cf)make((i % 7) * 0.3 - 1, 2.0 - (i % 4));
	}
	x[7] = make(INFINITY, 1);
	x[11] = make(0, 0);
	f[13] = (cf)make(-0.0, INFINITY);
#pragma omp target teams distribute parallel for map(to: x, f) map(from: out) \
	reduction(+: sum)
	for (int i = 0; i < N; i++) {
		ops(x, f, r, i, out + i * K);
		sum += x[i] * x[i];
	}
	for (int i = 0; i < N; i++) {
		ops(x, f, r, i, want + i * K);
		s += x[i] * x[i];
	}
	for (int i = 0; i < N * K; i++) {
		int ok = same(__real__ out[i], __real__ want[i]) && same(__imag__ out[i], __imag__ want[i]);
		if (i % K == 7 && !ok && isfinite(__real__ want[i]))
			ok = fabs(__real__ out[i] - __real__ want[i]) <= 1e-15 * fabs(__real__ want[i]) &&
			     same(__imag__ out[i], __imag__ want[i]);
		if (!ok && bad++ < 10)
			printf("input %d, operation %d: (%a, %a), want (%a, %a)\n", i / K, i % K,
			       __real__ out[i], __imag__ out[i], __real__ want[i], __imag__ want[i]);
	}
	if (cabs(sum - s) > 1e-12 * cabs(s) && bad++ < 10)
		printf("sum: (%g, %g), want (%g, %g)\n", __real__ sum, __imag__ sum, __real__ s, __imag__ s);
	printf("%s: %d differ\n", bad ? "FAIL" : "PASS", bad);
	return bad != 0;
}
