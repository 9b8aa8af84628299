// RUN: OMP2CUDA_OMP_INCLUDE=%S/Inputs/omp_include %omp2cuda --emit-cuda %s -o - | FileCheck %s
// RUN: env -u OMP2CUDA_OMP_INCLUDE %omp2cuda --emit-cuda %s -o - | FileCheck %s --check-prefix=HOST
// The front end reads the host compiler's <omp.h>; OMP2CUDA_OMP_INCLUDE=<dir>
// makes it read <dir>/omp.h instead (for a host compiler whose omp.h
// libclang 16 cannot read): only <omp.h>, every other header stays the
// host compiler's.
#include <omp.h>
#include <stddef.h>

int
f(void)
{
	int v = 0;

#pragma omp target map(from: v)
	{
#ifdef O2C_PROBE_OMP_H
		v = O2C_PROBE_OMP_H + (int)sizeof(size_t);
#else
		v = 2;
#endif
	}
	return v + omp_get_num_devices();
}
// CHECK: __global__
// CHECK: v = O2C_PROBE_OMP_H + (int)sizeof(size_t);
// HOST: __global__
// HOST: v = 2;
