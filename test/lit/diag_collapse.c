// RUN: not %omp2cuda --emit-cuda %s -o /dev/null 2>&1 | FileCheck %s
// collapse(n) wants a literal or a macro defined as one; clang accepts any
// constant expression, and more loops than omp2cuda's limit.
#define TWO 2
enum { THREE = 3 };

void f(int n, double *a)
{
	// CHECK-NOT: diag_collapse.c:[[@LINE+1]]
#pragma omp target teams distribute parallel for collapse(TWO) map(tofrom: a[0:n * n])
	for (int i = 0; i < n; i++)
		for (int j = 0; j < n; j++)
			a[i * n + j] = 0;
	// CHECK: diag_collapse.c:[[@LINE+1]]:50: error: collapse argument 'THREE - 1' is not supported yet: write an integer literal, or a macro defined as one
#pragma omp target teams distribute parallel for collapse(THREE - 1) map(tofrom: a[0:n * n])
	for (int i = 0; i < n; i++)
		for (int j = 0; j < n; j++)
			a[i * n + j] = 0;
	// CHECK: diag_collapse.c:[[@LINE+1]]:50: error: collapse(9) is out of range 1..8
#pragma omp target teams distribute parallel for collapse(9) map(tofrom: a[0:n])
	for (int i0 = 0; i0 < n; i0++)
	for (int i1 = 0; i1 < n; i1++)
	for (int i2 = 0; i2 < n; i2++)
	for (int i3 = 0; i3 < n; i3++)
	for (int i4 = 0; i4 < n; i4++)
	for (int i5 = 0; i5 < n; i5++)
	for (int i6 = 0; i6 < n; i6++)
	for (int i7 = 0; i7 < n; i7++)
	for (int i8 = 0; i8 < n; i8++)
		a[i8] = i0;
}
