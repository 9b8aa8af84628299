// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// nontemporal(list) on a simd construct is a hint (OpenMP 5.2 10.4.1):
// the kernel's loads and stores stay as written.

// CHECK: /* {{.*}}#pragma omp target simd nontemporal(a, b) map(tofrom: a[0:n]) map(to: b[0:n]) */
// CHECK: a[i] += b[i];

void
f(int n, double *a, const double *b)
{
#pragma omp target simd nontemporal(a, b) map(tofrom: a[0:n]) map(to: b[0:n])
	for (int i = 0; i < n; i++)
		a[i] += b[i];
}
