// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s
// safelen(k) on a simd loop whose iterations no worksharing loop shares
// (target simd, target teams distribute simd): one thread per team runs
// them in order, as a false if(simd: ...) does.  Under parallel for simd
// each thread runs its own in order already: safelen changes nothing.
// simdlen is a hint.

void
f(int *a, int n)
{
	// CHECK-LABEL: {{^}}{ /* {{.*}} target simd safelen(8)
	// CHECK: const int o2c_if_parallel = (0 /* safelen(8): in order */) != 0;
#pragma omp target simd safelen(8) map(tofrom: a[0:n])
	for (int i = 8; i < n; i++)
		a[i] = a[i - 8] + 1;
	// CHECK-LABEL: {{^}}{ /* {{.*}} target teams distribute simd safelen(4) simdlen(2)
	// CHECK: const int o2c_if_parallel = (0 /* safelen(4): in order */) != 0;
#pragma omp target teams distribute simd safelen(4) simdlen(2) map(tofrom: a[0:n])
	for (int i = 4; i < n; i++)
		a[i] = a[i - 4] + 1;
	// CHECK-LABEL: {{^}}{ /* {{.*}} target teams distribute parallel for simd safelen(8) simdlen(4)
	// CHECK-NOT: const int o2c_if{{_}}parallel
	// CHECK: o2c_target(
#pragma omp target teams distribute parallel for simd safelen(8) simdlen(4) map(tofrom: a[0:n])
	for (int i = 0; i < n; i++)
		a[i] += 1;
}
