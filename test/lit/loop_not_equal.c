// RUN: %omp2cuda --dump-after=frontend %s | FileCheck %s --check-prefix=FRONT
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// Loops whose test is != (OpenMP 5.0 2.9.1): the step is 1 or -1, so
// the index reaches the bound, and the loop runs as the one with < (step
// 1) or > (step -1) would, whichever side of != names the index.

void f(int *a, int n, unsigned m)
{
	// FRONT: loop int i = n - 1; != as > -1; stride 1
	// CHECK: /* i: int from n - 1 while != -1; by 1 */
	// CHECK-NEXT: o2c_n0 = ((int)(n - 1) > (int)(-1) ? (unsigned long long)(int)(n - 1) - (unsigned long long)(int)(-1) : 0);
	// CHECK: int i = (int)((unsigned long long)(int)(n - 1) - o2c_iv);
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	for (int i = n - 1; i != -1; --i)
		a[i] += i;
	// FRONT: loop unsigned int i = 0; != as < m; stride 1
	// CHECK: o2c_n0 = ((unsigned int)(m) > 0 ? (unsigned long long)(unsigned int)(m) : 0);
#pragma omp target parallel for map(tofrom: a[0:m])
	for (unsigned i = 0; m != i; i += 1)
		a[i] += 1;
	// FRONT: loop int j = n; != as > 0; stride 1
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	for (int j = n; j != 0; j = j - 1)
		a[j - 1] += 2;
	// FRONT: loop int j = 0; != as > -n; stride 1
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	for (int j = 0; j != -n; j += -1)
		a[-j] += 2;
}
