// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// A class object a target region names without a map clause is mapped
// tofrom (OpenMP 5.2 5.8.9): what the region writes comes back, also where
// a function takes it by non-const reference, a non-const member function
// changes it, a reference declared in the region names it, or an array
// member decays to a pointer a function writes through.  One the region
// only reads (by value, by const reference, through const member
// functions) stays as it was.

#include <cstdio>

struct Acc {
	double res;
	double data[4];
	void set(double x) { res = x; }
	double get() const { return res; }
};

static void
by_ref(Acc &p, int q)
{
	p.res = q;
}

static double
by_cref(const Acc &p)
{
	return p.res;
}

static double
by_val(Acc p)
{
	p.res = 99;
	return p.res;
}

static void
fill(double *a)
{
	a[0] = 42;
}

int
main()
{
	Acc a{}, b{}, c{}, d{}, e{}, f{};
	double r1 = 0, r2 = 0, r3 = 0;
	e.res = 1.5;
	f.res = 2;
#pragma omp target map(from: r1, r2, r3)
	{
		by_ref(a, 3);
		b.set(4);
		fill(c.data);
		Acc &rd = d;
		rd.res = 6;
		r1 = by_cref(e) + e.get() + e.res;
		r2 = by_val(f);
		r3 = f.res;
	}
	int ok = a.res == 3 && b.res == 4 && c.data[0] == 42 && d.res == 6 && r1 == 4.5 && r2 == 99 &&
	         r3 == 2 && f.res == 2 && e.res == 1.5;
	printf("%g %g %g %g %g %g %g\n", a.res, b.res, c.data[0], d.res, r1, r2, r3);
	printf("%s\n", ok ? "PASS" : "FAIL");
	return !ok;
}
