// Pointer members of base classes, reached by their names (d.p): a
// region attaches them as the class's own, where it reads through
// them, and each of them where it uses the object whole (passes it to
// a function); so do the members of a struct member's base.  On the GPU
// an unattached pointer would hold a host address.
// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
#include <cstdio>

struct Buf {
	double *p;
	int n;
};

struct Scaled : Buf {
	double k;
};

struct Pair {
	Scaled a;
	int pad;
};

static double
dot(Scaled s)
{
	double t = 0;
	for (int i = 0; i < s.n; i++)
		t += s.p[i] * s.k;
	return t;
}

int
main()
{
	double x[32], t = 0, want = 0;
	Scaled s;
	Pair q;
	int bad = 0;

	for (int i = 0; i < 32; i++)
		x[i] = i;
	s.p = x;
	s.n = 32;
	s.k = 2;
	q.a = s;
	q.pad = 1;
#pragma omp target data map(tofrom: x[0:32])
	{
#pragma omp target teams distribute parallel for
		for (int i = 0; i < s.n; i++)
			s.p[i] += s.k;
#pragma omp target map(tofrom: t)
		t = dot(s);
#pragma omp target teams distribute parallel for
		for (int i = 0; i < q.a.n; i++)
			q.a.p[i] *= q.pad + 1;
	}
	for (int i = 0; i < 32; i++) {
		want += (i + 2) * 2.0;
		bad += x[i] != 2.0 * (i + 2);
	}
	bad += t != want;
	printf("%s\n", bad ? "FAIL" : "PASS");
	return bad != 0;
}
