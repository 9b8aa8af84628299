// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// The lower bound is the initializer of the loop variable, after any
// attributes (the variable's fifth child was read past a 4-cursor array),
// and a pointer declared with attributes in a region is followed.

void f(int n, double *a, const double *b)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:n]) map(to: b[0:n])
	for (int __attribute__((aligned(8))) __attribute__((aligned(8))) __attribute__((aligned(8)))
	     __attribute__((aligned(8))) i = 3; i < n; i++) {
		double __attribute__((aligned(8))) __attribute__((aligned(8)))
		        __attribute__((aligned(8))) *p = a;
		p[i] = b[i];
	}
	// CHECK: /* i: int from 3 while < n; by 1 */
	// CHECK: int i = (int)((unsigned long long)(int)(3) + o2c_iv);
}
