// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// A struct a target region names without a map clause is mapped tofrom
// (OpenMP 5.2 5.8.9): what the region writes comes back, also where it
// writes through the struct's address, a pointer to a member or an array
// member that decays to a pointer, in a function the region calls.  One
// it only reads (an array member given as a pointer to const too) stays
// as it was.

#include <stdio.h>

typedef struct {
	double res;
	double data[4];
	int n;
} Point;

static void
set(Point *p, int q)
{
	p->res = q;
}

static void
fill(double *a, int n)
{
	for (int i = 0; i < n; i++)
		a[i] = 10 + i;
}

static double
first(const double *a)
{
	return a[0];
}

static void
bump(int *n)
{
	*n += 5;
}

int
main(void)
{
	Point a = {-1, {0}, 0}, b = {-1, {0}, 0}, c = {-1, {0}, 0}, d = {-1, {0}, 0};
	Point e = {2.5, {1, 2, 3, 4}, 7};
	int q = 0, ok = 1;
	double seen = 0;

#pragma omp target
	{
		q++;
		set(&a, q);
	}
#pragma omp target
	{
		Point *pp = &b;
		pp->res = 7;
	}
#pragma omp target
	{
		fill(c.data, 4);
		bump(&c.n);
	}
#pragma omp target map(from: seen)
	{
		d.res = 3;
		seen = e.res + e.data[3] + e.n + first(e.data);
	}
	ok &= a.res == 1 && q == 0 && b.res == 7 && d.res == 3 && seen == 2.5 + 4 + 7 + 1;
	ok &= c.data[0] == 10 && c.data[3] == 13 && c.n == 5 && e.res == 2.5;
	printf("%g %g %g %g %d %g %g\n", a.res, b.res, c.data[3], d.res, c.n, seen, e.res);
	printf("%s\n", ok ? "PASS" : "FAIL");
	return !ok;
}
