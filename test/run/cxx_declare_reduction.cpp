// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// Declared reductions of a class (OpenMP 5.2 5.5.11): + declared for
// Complex with an initializer that declares omp_priv, and a max by real
// part whose initializer copies omp_orig, on a target teams distribute
// parallel for; + again on a parallel for nested in target teams
// distribute, into a variable each team declares; a sum whose combiner
// calls a member function and whose initializer calls a function, which
// no region calls.  Each result is checked against a serial loop on the
// host.

#include <cstdio>

struct Complex {
	double re, im;
	Complex &operator+=(const Complex &o)
	{
		re += o.re;
		im += o.im;
		return *this;
	}
	void add(const Complex &o)
	{
		re += o.re;
		im += o.im;
	}
};

static void
zero(Complex *c)
{
	c->re = 0.0;
	c->im = 0.0;
}

#pragma omp declare reduction(+ : Complex : omp_out += omp_in) \
	initializer(omp_priv = Complex{0.0, 0.0})
#pragma omp declare reduction(madd : Complex : omp_out.add(omp_in)) initializer(zero(&omp_priv))
#pragma omp declare reduction(cmax : Complex : omp_out = omp_in.re > omp_out.re ? omp_in : omp_out) \
	initializer(omp_priv(omp_orig))

static const int B = 64, M = 300;
static double x[B * M];
static Complex part[B];

static int
differ(const char *what, Complex got, Complex want)
{
	if (got.re == want.re && got.im == want.im)
		return 0;
	std::printf("%s: %g %g, expected %g %g\n", what, got.re, got.im, want.re, want.im);
	return 1;
}

int
main()
{
	int bad = 0;

	for (int i = 0; i < B * M; i++)
		x[i] = (double)((i * 37) % 101) * 0.25;

	Complex s = {0.5, 0.5}, mx = {-1.0, 0.0};
#pragma omp target teams distribute parallel for map(to: x) reduction(+ : s) reduction(cmax : mx)
	for (int i = 0; i < B * M; i++) {
		Complex c = {x[i], -x[i]};
		s += c;
		if (c.re > mx.re)
			mx = c;
	}
	Complex t = {0.5, 0.5}, tm = {-1.0, 0.0};
	for (int i = 0; i < B * M; i++) {
		Complex c = {x[i], -x[i]};
		t += c;
		if (c.re > tm.re)
			tm = c;
	}
	bad |= differ("+", s, t) | differ("cmax", mx, tm);

#pragma omp target teams distribute map(to: x) map(from: part)
	for (int b = 0; b < B; b++) {
		Complex p = {0.0, 0.0};
#pragma omp parallel for reduction(+ : p)
		for (int j = 0; j < M; j++) {
			Complex c = {x[b * M + j], -x[b * M + j]};
			p += c;
		}
		part[b] = p;
	}
	for (int b = 0; b < B; b++) {
		Complex q = {0.0, 0.0};
		for (int j = 0; j < M; j++) {
			Complex c = {x[b * M + j], -x[b * M + j]};
			q += c;
		}
		bad |= differ("+ of a team", part[b], q);
	}

	Complex ma = {0.25, 0.0}, want = {0.25, 0.0};
#pragma omp target teams distribute parallel for map(to: x) reduction(madd : ma)
	for (int i = 0; i < B * M; i++) {
		ma.re += x[i];
		ma.im += 1.0;
	}
	for (int i = 0; i < B * M; i++) {
		want.re += x[i];
		want.im += 1.0;
	}
	bad |= differ("madd", ma, want);
	std::printf("%s\n", bad ? "FAIL" : "PASS");
	return bad;
}
