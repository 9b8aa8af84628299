// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// std::complex<float> and std::complex<double> arithmetic in a region
// (omp2cuda_complex.h on the device): each result against the same
// expression computed on the host by the C++ library, exactly where the
// operation is exact (sums, conjugates, products by a real number,
// comparisons), within a few units in the last place for products and
// quotients (an FMA may round them differently), and within 1e-5 (float)
// or 1e-12 (double) for abs, norm, arg, polar, exp, log, sqrt, sin, cos;
// Annex G's infinite products and quotients by zero (their parts'
// infinities) where libstdc++ has them.  The host fallback runs the library's own code: equal by
// construction.
#include <cmath>
#include <complex>
#include <cstdio>

template <typename T>
static int close(std::complex<T> got, std::complex<T> want, double tol, const char *what, int i)
{
	double scale = std::abs(want) > 1 ? std::abs(want) : 1;
	double err = std::abs(std::complex<double>(got.real() - want.real(), got.imag() - want.imag()));
	if (std::isinf(want.real()) || std::isinf(want.imag()))
		err = std::isinf(got.real()) == std::isinf(want.real()) &&
		                      std::isinf(got.imag()) == std::isinf(want.imag())
		              ? 0
		              : 1;
	if (err <= tol * scale)
		return 0;
	printf("%s[%d]: (%.9g, %.9g), want (%.9g, %.9g)\n", what, i, (double)got.real(),
	       (double)got.imag(), (double)want.real(), (double)want.imag());
	return 1;
}

enum { N = 64, KINDS = 12 };

template <typename T>
static int check(double ulp, double tol)
{
	typedef std::complex<T> C;
	static C x[N], y[N], out[N * KINDS];
	static int eq[N];
	for (int i = 0; i < N; i++) {
		x[i] = C(T(0.37) * (i - 20), T(1.5) - T(0.11) * i);
		y[i] = C(T(0.5) + T(0.05) * i, T(-0.7) * (i % 5) + T(0.25));
	}
	y[N - 2] = C(T(0), T(0));
	y[N - 3] = x[N - 3];
#pragma omp target teams distribute parallel for map(to: x[0:N], y[0:N]) \
	map(from: out[0:N * KINDS], eq[0:N])
	for (int i = 0; i < N; i++) {
		C a = x[i], b = y[i], *o = out + i * KINDS;
		C ai = i == N - 1 ? C(INFINITY, T(0)) : a; /* an infinite product and quotient */
		o[0] = a + b - -a + +b;
		o[1] = ai * b;
		o[2] = ai / b;
		o[3] = T(2) * a - b / T(4) + (a - T(1)) * T(3);
		o[4] = std::conj(a) + T(1.5) / b;
		C c = a;
		c += b;
		c *= b;
		c -= a;
		c /= b;
		o[5] = c;
		o[6] = C(std::abs(a), std::norm(b));
		o[7] = C(std::arg(a), std::arg(b));
		o[8] = std::polar(std::abs(b), std::arg(b)) + std::exp(C(a.real() / 8, a.imag()));
		o[9] = std::log(b) + std::sqrt(a);
		o[10] = std::sin(b) * std::cos(b);
		o[11] = std::sqrt(-b);
		eq[i] = (a == b) + 2 * (b != a) + 4 * (a == a.real());
	}
	int bad = 0;
	static const char *const what[KINDS] = {"+-", "*", "/", "real ops", "conj", "op=", "abs norm",
	                                        "arg", "polar exp", "log sqrt", "sin cos", "sqrt-"};
	for (int i = 0; i < N; i++) {
		C a = x[i], b = y[i], c = a, want[KINDS];
		C ai = i == N - 1 ? C(INFINITY, T(0)) : a;
		want[0] = a + b - -a + +b;
		want[1] = ai * b;
		want[2] = ai / b;
		want[3] = T(2) * a - b / T(4) + (a - T(1)) * T(3);
		want[4] = std::conj(a) + T(1.5) / b;
		c += b;
		c *= b;
		c -= a;
		c /= b;
		want[5] = c;
		want[6] = C(std::abs(a), std::norm(b));
		want[7] = C(std::arg(a), std::arg(b));
		want[8] = std::polar(std::abs(b), std::arg(b)) + std::exp(C(a.real() / 8, a.imag()));
		want[9] = std::log(b) + std::sqrt(a);
		want[10] = std::sin(b) * std::cos(b);
		want[11] = std::sqrt(-b);
		int weq = (a == b) + 2 * (b != a) + 4 * (a == a.real());
		for (int k = 0; k < KINDS; k++) {
			double t = k == 0 || k == 4 ? ulp : k <= 5 ? 8 * ulp : tol;
			bad |= close(out[i * KINDS + k], want[k], t, what[k], i);
		}
		if (eq[i] != weq) {
			printf("comparisons[%d]: %d, want %d\n", i, eq[i], weq);
			bad = 1;
		}
	}
	return bad;
}

int main()
{
	int bad = check<float>(1.2e-7, 1e-5) | check<double>(2.3e-16, 1e-12);
	printf("%s\n", bad ? "FAIL" : "PASS");
	return bad;
}
