// A using-directive in a block around a region: the region's kernels
// begin with it, naming the namespace by its qualified name, and the .cu
// file declares the namespace; a function's directive after the region
// is not the region's.
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s --check-prefix=HOST
// CHECK: namespace util { __device__ float half(float v) { return v / 2; } }
// CHECK: namespace util { }
// CHECK-LABEL: __global__ void
// CHECK-NEXT: o2c_cxx_block_using_{{[0-9]+}}(
// CHECK-NEXT: {
// CHECK-NEXT: using namespace ::util; /* as in the region's function */
// CHECK-NOT: using namespace ::other
// HOST: cxx_block_using.cpp:{{[0-9]+}}: host fallback of
// HOST-NEXT: static void
// HOST-NEXT: o2c_cxx_block_using_{{[0-9]+}}_host(
// HOST-NEXT: {
// HOST-NEXT: using namespace ::util; /* as in the region's function */
namespace util {
float half(float v) { return v / 2; }
}
namespace other {
}

void halve(float *a, int n)
{
	using namespace util;
	{
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
		for (int i = 0; i < n; i++)
			a[i] = half(a[i]);
	}
	using namespace other;
}
