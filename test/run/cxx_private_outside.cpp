// RUN: %omp2cuda++ -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// Target regions in member functions defined outside their class (the
// class in a header), naming data members that are not public through
// `this`, written (this->m) or implied (m): a pointer, a scalar in a loop
// bound, an array member, a scalar the region writes, overloads of a
// member function, and a protected member of a base in a derived class's
// member function.  The kernels and
// the host fallback are outside the class: they name each member through
// an access tag (a pointer to member an explicit instantiation takes).

#include <cstdio>
#include "Inputs/cxx_private_outside.h"

void
Grid::fill()
{
#pragma omp target teams distribute parallel for
	for (int i = 0; i < n_; i++)
		cells_[i] = coef_[i % 4] * i + weight(i) - weight(4.0 * weight(i));
}

double
Grid::sum()
{
	double s = 0;
#pragma omp target teams distribute parallel for reduction(+: s) map(tofrom: s)
	for (int i = 0; i < this->n_; i++)
		s += this->cells_[i];
#pragma omp target map(tofrom: this[:1])
	last_ = cells_[n_ - 1];
	return s;
}

double
ScaledGrid::scaled(double v)
{
	double out = 0;
#pragma omp target map(tofrom: out)
	out = scale_ * v;
	return out;
}

int
main()
{
	int n = 1000, ok = 1;
	Grid g(n);
	g.fill();
	double s = g.sum(), want = 0;
	for (int i = 0; i < n; i++)
		want += 0.25 * (i % 4 + 1) * i;
	ok &= s == want && g.last() == 0.25 * ((n - 1) % 4 + 1) * (n - 1);
	ScaledGrid sg(8);
	ok &= sg.scaled(1.5) == 3.0;
	printf("%g %g %g\n", s, g.last(), sg.scaled(1.5));
	printf("%s\n", ok ? "PASS" : "FAIL");
	return !ok;
}
