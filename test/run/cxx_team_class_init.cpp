// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// Team-level variables of class types, initialized as declared: copy
// initialization from a value of another type runs the constructor, not a
// converting assignment (Acc's operator= counts differently); constructed
// in place with parentheses or braces (`Acc b(1.0, 7)`, `Acc c{0.5, 3}`,
// `std::complex<double> z(0.0, 1.0)`); read by the team's threads in a
// nested parallel loop.

#include <complex>
#include <cstdio>

struct Acc {
	double v;
	int n;
	Acc(double x) : v(x), n(1) {}
	Acc(double x, int k) : v(x), n(k) {}
	Acc &operator=(double x)
	{
		v = x;
		n = 100;
		return *this;
	}
};

int
main()
{
	const int T = 8, M = 64;
	double out[T];
	int cnt[T];
	std::complex<double> cs[T];
	int ok = 1;

#pragma omp target teams distribute map(from: out, cnt, cs)
	for (int t = 0; t < T; t++) {
		Acc a = 2.5 + t;
		Acc b(1.0, 7);
		Acc c{0.5, 3};
		std::complex<double> z(t, 1.0);
		double s = 0;
#pragma omp parallel for reduction(+: s)
		for (int i = 0; i < M; i++)
			s += a.v + b.v * i + c.v + z.imag() + z.real();
		out[t] = s;
		cnt[t] = a.n * 10000 + b.n * 100 + c.n;
		cs[t] = z;
	}
	for (int t = 0; t < T; t++) {
		double s = 0;
		for (int i = 0; i < M; i++)
			s += 2.5 + t + 1.0 * i + 0.5 + 1.0 + t;
		ok &= out[t] == s && cnt[t] == 10703 && cs[t] == std::complex<double>(t, 1.0);
	}
	std::printf("%g %d %g\n", out[T - 1], cnt[0], cs[T - 1].real());
	std::printf("%s\n", ok ? "PASS" : "FAIL");
	return !ok;
}
