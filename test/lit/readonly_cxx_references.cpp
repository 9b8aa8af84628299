// C++ references to pointers and range-for loops are names of the
// memory they reach: a write through `int *&r = p` (a C-style cast may
// bind it to a pointer made const) or through a range-for's reference
// `for (int &x : m[i])` writes the root.  Not read-only: no const, no
// O2C_ARG_READONLY (whose copy-back the runtime would skip).
// RUN: %omp2cuda --explain %s | FileCheck %s
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s --check-prefix=HOST
// HOST-NOT: {{"(a|m)".*READONLY}}

#define N 4096
#define C 4

void pointer_reference(int *a, int *b)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:N], b[0:N])
	for (int i = 0; i < N; i++) {
		int *&ra = (int *&)a;
		ra[i] = 2 * i;
		b[i] = a[i] + 1;
	}
}
// CHECK-LABEL: readonly_cxx_references.cpp:15:1:
// CHECK: a: written by 'ra[i] = 2 * i' at 18:3; __restrict__
// CHECK: __restrict__ distinctness: checked at launch

void rvalue_reference(int *a)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:N])
	for (int i = 0; i < N; i++) {
		int *&&r = a + 0;
		r[i] = i;
	}
}
// CHECK-LABEL: readonly_cxx_references.cpp:28:1:
// CHECK: a: written by 'r[i] = i' at 31:3

void range_for(int (*m)[C])
{
#pragma omp target teams distribute parallel for map(tofrom: m[0:N])
	for (int i = 0; i < N; i++)
		for (int &x : m[i])
			x = x + i;
}
// CHECK-LABEL: readonly_cxx_references.cpp:39:1:
// CHECK: m: bound to reference 'x' at 41:3
