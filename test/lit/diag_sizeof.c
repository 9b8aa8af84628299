// RUN: not %omp2cuda --emit-cuda %s -o /dev/null 2>&1 | FileCheck %s
// sizeof of an array declared outside a region: the kernel and the host
// fallback receive a pointer, so it silently gave the pointer's size.

void f(void)
{
	double a[100], g[4][4];
	int n = 0;

#pragma omp target teams distribute parallel for map(tofrom: a)
	for (int i = 0; i < (int)(sizeof a / sizeof a[0]); i++)
		a[i] = i;
	// CHECK: diag_sizeof.c:[[@LINE-2]]:28: error: sizeof of array 'a' declared outside a target region is not supported yet (the region receives a pointer)

	// an element's size, and a local array's, are right on the device
	// CHECK-NOT: diag_sizeof.c:[[@LINE+1]]
#pragma omp target map(tofrom: g, n)
	{
		double t[3];
		n = sizeof g[0] + sizeof(t) + sizeof(*a);
	}
}
