// RUN: not %omp2cuda --emit-cuda %s -o /dev/null 2>&1 | FileCheck %s
// The .cu file defines the macros kernels use once, at its top: a macro
// redefined between two regions gave both regions the last definition.
#define K 2
#define SAME 1

void f(int n, double *a)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	for (int i = 0; i < n; i++)
		a[i] = K + SAME;
}

#undef K
#undef SAME
// CHECK: diag_macro_redefined.c:[[@LINE+1]]:9: error: macro 'K' is used in device code with two definitions: not supported yet
#define K 3
#define SAME 1
// CHECK-NOT: 'SAME'

void g(int n, double *a)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	for (int i = 0; i < n; i++)
		a[i] = K + SAME;
}
