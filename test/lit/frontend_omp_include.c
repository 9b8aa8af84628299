// RUN: OMP2CUDA_OMP_INCLUDE=%S/Inputs/omp_include %omp2cuda --emit-cuda %s -o - | FileCheck %s
// RUN: env -u OMP2CUDA_OMP_INCLUDE not %omp2cuda --emit-cuda %s -o - 2>&1 | FileCheck %s --check-prefix=NONE
// Where clang 16's <omp.h> is not installed (libomp-16-dev conflicts with other libomp-N-dev
// packages), the front end reads the one in OMP2CUDA_OMP_INCLUDE (or another LLVM's), searched
// after every other directory: a header only there is found by the front end.
#include <o2c_frontend_probe.h>

int
f(void)
{
	int v = 0;

#pragma omp target map(from: v)
	v = O2C_FRONTEND_PROBE;
	return v;
}
// CHECK: __global__
// CHECK: O2C_FRONTEND_PROBE;
// NONE: 'o2c_frontend_probe.h' file not found
