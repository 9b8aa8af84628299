// RUN: not %omp2cuda --emit-cuda %s -o /dev/null 2>&1 | FileCheck %s
// clang's own diagnostics, in clang's format, stop the compilation.

void f(int n, double *a)
{
	// CHECK: diag_clang.c:[[@LINE+2]]:2: error: statement after '#pragma omp target teams distribute parallel for' must be a for loop
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	while (n--)
		a[n] = 0;
	// CHECK: diag_clang.c:[[@LINE+1]]:13: error: use of undeclared identifier 'undeclared'
	a[0] = 1 + undeclared;
}
