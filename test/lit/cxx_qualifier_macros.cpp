// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// A header's macros that define CUDA's function qualifiers away for
// other compilers are not copied into the .cu file: there __device__ is
// nvcc's, which the generated code needs, and the header's functions
// read as CUDA reads them.
#include "Inputs/qualifiers_away.h"

// CHECK-NOT: #define __device__
// CHECK-NOT: #define __host__
// CHECK-NOT: #define __forceinline__
// CHECK: template <class T>
// CHECK-NEXT: __device__ __host__ __device__ T triple(T v)
// CHECK: template <class T>
// CHECK-NEXT: __device__ __forceinline__ __host__ __device__ T half(T v)
// CHECK: __global__ void
int main(void)
{
	float r[64];
#pragma omp target teams distribute parallel for map(from: r)
	for (int i = 0; i < 64; i++)
		r[i] = half(triple((float)i));
	return r[3] != 4.5f;
}
