// A macro defined inside the function of a region, which the region
// names: the host fallback, put before the function, defines it as it is
// at the region, keeping any definition outside (push_macro, pop_macro).
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s
#define AT(i) 0

void f(int n, double *a)
{
#define AT(i) a[(i) * 2]
#pragma omp target teams distribute parallel for map(tofrom: a[0:2 * n])
	for (int i = 0; i < n; i++)
		AT(i) += 1;
#undef AT
}
// CHECK: #pragma push_macro("AT")
// CHECK-NEXT: #undef AT
// CHECK-NEXT: #define AT(i) a[(i) * 2]
// CHECK: host fallback of
// CHECK: AT(i) += 1;
// CHECK: #undef AT
// CHECK-NEXT: #pragma pop_macro("AT")
// CHECK: void f(int n, double *a)
