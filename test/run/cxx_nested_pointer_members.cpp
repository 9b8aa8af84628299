// Pointer members of a class's struct members, reached through `this`
// (v.p[i] in a member function): a map clause's section of one attaches
// the object's device copy to it, and a region that maps none attaches
// it to the present data; on the GPU an unattached pointer would hold a
// host address.
// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
#include <cstdio>

struct vec {
	double *p;
	int n;
};

struct Holder {
	vec v;
	int k;
	void add()
	{
#pragma omp target map(tofrom: v.p[0:v.n])
		for (int i = 0; i < v.n; i++)
			v.p[i] += k + i;
	}
	void twice()
	{
#pragma omp target teams distribute parallel for
		for (int i = 0; i < v.n; i++)
			v.p[i] *= 2;
	}
};

int
main()
{
	double a[64] = {0};
	Holder h = {{a, 64}, 3};
	int bad = 0;

	h.add();
#pragma omp target data map(tofrom: a[0:64])
	h.twice();
	for (int i = 0; i < 64; i++)
		bad += a[i] != 2.0 * (3 + i);
	printf("%s\n", bad ? "FAIL" : "PASS");
	return bad != 0;
}
