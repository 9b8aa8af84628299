// RUN: not %omp2cuda --emit-cuda %s -o /dev/null 2>&1 | FileCheck %s
// collapse(n) wants an integer constant expression of file-scope names
// (clang evaluates it after the file); clang accepts a local enum
// constant too, and more loops than omp2cuda's limit.
#define TWO 2
enum { THREE = 3 };

void f(int n, double *a)
{
	// CHECK-NOT: diag_collapse.c:[[@LINE+1]]
#pragma omp target teams distribute parallel for collapse(TWO) map(tofrom: a[0:n * n])
	for (int i = 0; i < n; i++)
		for (int j = 0; j < n; j++)
			a[i * n + j] = 0;
	// CHECK-NOT: diag_collapse.c:[[@LINE+1]]
#pragma omp target teams distribute parallel for collapse(THREE - 1) map(tofrom: a[0:n * n])
	for (int i = 0; i < n; i++)
		for (int j = 0; j < n; j++)
			a[i * n + j] = 0;
	enum { LOCAL = 2 };
	// CHECK: diag_collapse.c:[[@LINE+1]]:50: error: collapse argument 'LOCAL + 0' is not supported yet: write an integer constant expression of file-scope names
#pragma omp target teams distribute parallel for collapse(LOCAL + 0) map(tofrom: a[0:n * n])
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
