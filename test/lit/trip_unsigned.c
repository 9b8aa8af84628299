// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s --check-prefix=HOST
// An unsigned index from 0 with <=: the trip count needs no test of the
// bound against 0, which is always true (nvcc's "pointless comparison of
// unsigned integer with zero", cc's -Wtype-limits).

void f(int n, double *a)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	for (unsigned i = 0; i <= n - 1; i += 2)
		a[i] = 1;
	// CHECK: const unsigned long long o2c_n0 = (((unsigned long long)(unsigned int)(n - 1)) / (unsigned long long)(2) + 1);
	// HOST: O2cLaunch o2c_launch = {.trip = (long long)((((unsigned long long)(unsigned int)(n - 1)) / (unsigned long long)(2) + 1)),
}
