// Loop bounds and steps whose tokens come from function-like macros'
// arguments, in the main file and in a header: the kernel copies the
// expression itself, never the invocation's partial text.
// RUN: %omp2cuda --dump-after=frontend %s -I %S/Inputs 2>&1 | FileCheck %s
#include "bound_macros.h"
#define ID(y) y
#define N 64

void f(int n, int s, double *a)
{
	// CHECK: loop int i = 0; < n; stride 1
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	for (int i = 0; i < ID(n); i++)
		a[i] += 1;
	// CHECK: loop int i = 0; < (1 + n); stride 1
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	for (int i = 0; i < 1 + ID(n); i++)
		a[i] += 1;
	// CHECK: loop int i = 0; < n; stride 1
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	for (int i = 0; i < BOUND_N; i++)
		a[i] += 1;
	// CHECK: loop int i = n; > 0; stride (s)
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	for (int i = ID(n); i > 0; i -= ID(s))
		a[i] += 1;
	// CHECK: loop int i = 0; < TWICE(n); stride 1
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	for (int i = 0; i < TWICE(n); i++)
		a[i] += 1;
	// CHECK: loop int i = 0; < ((ID(n) + 1) * ((int)64ll)); stride 1
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	for (int i = 0; i < (ID(n) + 1) * ID(N); i++)
		a[i] += 1;
}

#define BELOW_N i < n
void g(int n, double *a)
{
	// the invocation is the extent of the bound n and of the whole test
	// CHECK: loop int i = 0; < n; stride 1
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	for (int i = 0; BELOW_N; i++)
		a[i] += 1;
}
