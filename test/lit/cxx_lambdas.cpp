// A lambda defined and called inside a region is device code as written
// (nvcc compiles lambdas in kernels); a generic one keeps its auto
// parameter; a write through a pointer it captures by reference is a
// write of the region.
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// CHECK-LABEL: __global__ void
// CHECK-NEXT: o2c_cxx_lambdas_{{[0-9]+}}(int n, float *__restrict__ b, float k,
// CHECK: auto put = [&](int j, float v) { b[j] = v * k; };
// CHECK-NEXT: auto twice = [](auto v) { return v + v; };
// CHECK-NEXT: put(i, twice(1.5f));
void run(float *b, int n, float k)
{
#pragma omp target teams distribute parallel for map(tofrom: b[0:n])
	for (int i = 0; i < n; i++) {
		auto put = [&](int j, float v) { b[j] = v * k; };
		auto twice = [](auto v) { return v + v; };
		put(i, twice(1.5f));
	}
}
