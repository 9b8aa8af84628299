// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// An index declared before the loop, of a typedef'd or enum type: the
// kernel declares the index, so the type's declaration comes along (nvcc
// used to fail on the undefined typedef).

// CHECK: typedef long idx_t;
typedef long idx_t;

void f(int n, double *a)
{
	idx_t i;
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	for (i = 0; i < n; i++)
		a[i] = 1;
	// CHECK: idx_t i = (idx_t)(o2c_iv);
}
