// A type a region uses, declared in a user's header that the
// preprocessor reads in part (#if on __CUDACC__): nvcc would read
// another declaration there, or none, so the .cu file copies the one the
// host compiler read, renamed where CUDA has the name, and does not
// include the header.
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// CHECK-NOT: #include "{{.*}}cuda_branch_types.h"
// CHECK: #define double4 o2c_u_double4
// CHECK-LABEL: declarations from
// CHECK: #line 9 "{{.*}}cuda_branch_types.h"
// CHECK-NEXT: typedef struct __attribute__((__aligned__(16))) {
// CHECK: } double4;
// CHECK-NEXT: #line 12
// CHECK-NEXT: typedef struct { double a, b; } pair_t;
// CHECK: __global__
#include "../run/Inputs/cuda_branch_types.h"

void f(const double4 *loc, const pair_t *p, double *out, int n)
{
	#pragma omp target teams distribute parallel for map(to: loc[:n], p[:n]) map(from: out[:n])
	for (int i = 0; i < n; i++)
		out[i] = loc[i].x * loc[i].w + p[i].a;
}
