// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s
// The host fallback names a mapped variable of a region's code as the
// original, (*o2c_ref_<name>), but not one that a directive it prints as
// written names: a simd construct in the region's code, a distribute
// construct in a teams region's code, a parallel construct in a parallel
// loop's body.  It works on a copy of that one, written back at its end.

// CHECK-LABEL: o2c_fallback_nested_clause_names_{{[0-9]+}}_host(int *a, double *o2c_ref_s)
// CHECK-NEXT: {
// CHECK-NEXT: double s = *o2c_ref_s;
// CHECK: #pragma omp simd reduction(+: s)
// CHECK-NEXT: for (int i = 0; i < 10; i++)
// CHECK-NEXT: s += i;
// CHECK: *o2c_ref_s = s;
// CHECK-NEXT: }
void
simd(int *a, double s)
{
#pragma omp target map(tofrom: s, a[0:1])
	{
		a[0] = 1;
#pragma omp simd reduction(+: s)
		for (int i = 0; i < 10; i++)
			s += i;
	}
}

// CHECK-LABEL: o2c_fallback_nested_clause_names_{{[0-9]+}}_host(int *a, int *o2c_ref_ten)
// CHECK-NEXT: {
// CHECK-NEXT: int ten = *o2c_ref_ten;
// CHECK: #pragma omp distribute firstprivate(ten)
// CHECK-NEXT: for (int i = 0; i < 10; i++)
// CHECK-NEXT: a[i] = ten++ + one;
// CHECK: *o2c_ref_ten = ten;
void
distribute(int *a, int ten)
{
#pragma omp target teams num_teams(2) map(tofrom: a[0:10]) map(to: ten)
	{
		int one = 1;
#pragma omp distribute firstprivate(ten)
		for (int i = 0; i < 10; i++)
			a[i] = ten++ + one;
	}
}

// CHECK-LABEL: o2c_fallback_nested_clause_names_{{[0-9]+}}_host(
// CHECK-SAME: int *o2c_ref_k
// CHECK: int k = *o2c_ref_k;
// CHECK: #pragma omp parallel for firstprivate(k)
// CHECK: *o2c_ref_k = k;
void
nested(int *a, int n, int k)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:n], k)
	for (int i = 0; i < n; i++) {
#pragma omp parallel for firstprivate(k)
		for (int j = 0; j < 2; j++)
			a[i] += j + k;
	}
}
