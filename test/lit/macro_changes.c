// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// RUN: %omp2cuda --emit-cuda %s -DDECL -o - | FileCheck %s --check-prefix=DECL
// Macros the file #undefs or defines twice: the .cu file defines each
// around the kernels of each region as it is in force there, and nowhere
// else (a macro #undef'd before a region whose variable has its name is
// no macro in that region's kernel), and as the source defines and
// #undefs it before each declaration the .cu file copies.
#include <math.h>

#define K 2
#define SAME 1
#define KEEP 7

// CHECK: #define KEEP 7
// CHECK-NOT: #define K
// CHECK: #define K 2
// CHECK-NEXT: #define SAME 1
// CHECK: o2c_macro_changes_[[@LINE+3]](
void f(int n, double *a)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	for (int i = 0; i < n; i++)
		a[i] = K + SAME + KEEP;
}
// CHECK: #undef K
// CHECK-NEXT: #undef SAME

#undef K
#undef SAME
#define K 3
#define SAME 1

// CHECK: #define K 3
// CHECK-NEXT: #define SAME 1
// CHECK: o2c_macro_changes_[[@LINE+3]](
void g(int n, double *a)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	for (int i = 0; i < n; i++)
		a[i] = K + SAME;
}
// CHECK: #undef K
// CHECK-NEXT: #undef SAME

#undef K
// CHECK-NOT: #define K
// CHECK: o2c_macro_changes_[[@LINE+3]](int n, double *__restrict__ a, int K,
void h(int n, double *a, int K)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	for (int i = 0; i < n; i++)
		a[i] = K;
}

// A library function's name, a macro for one region only: the next
// region's kernel calls the function.
#define sqrt(x) ((x) * 0.5)
// CHECK: #define sqrt(x) ((x) * 0.5)
// CHECK: o2c_macro_changes_[[@LINE+3]](
void s(int n, double *a)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	for (int i = 0; i < n; i++)
		a[i] = sqrt(a[i]);
}
// CHECK: #undef sqrt
// CHECK-NOT: #define sqrt
#undef sqrt
// CHECK: o2c_macro_changes_[[@LINE+3]](
void t(int n, double *a)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	for (int i = 0; i < n; i++)
		a[i] = sqrt(a[i]);
}

#ifdef DECL
// DECL: #define TWICE(x) ((x) * 2)
// DECL: static double twice(double x) { return TWICE(x); }
// DECL: #undef TWICE
// DECL: #define TWICE(x) ((x) + (x))
// DECL: o2c_macro_changes_[[@LINE+9]](
#define TWICE(x) ((x) * 2)
#pragma omp declare target
static double twice(double x) { return TWICE(x); }
#pragma omp end declare target
#undef TWICE
#define TWICE(x) ((x) + (x))
void d(int n, double *a)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	for (int i = 0; i < n; i++)
		a[i] = twice(a[i]) + TWICE(1.0);
}
#endif
