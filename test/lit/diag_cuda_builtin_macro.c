// RUN: not %omp2cuda %s 2>&1 | FileCheck %s --implicit-check-not=nvcc
// A macro that device code uses is copied to the .cu file, where the
// generated kernels name CUDA's built-in variables: one of their names
// is an error at its definition, before nvcc.

// CHECK: :[[@LINE+1]]:9: error: macro 'blockDim' used in device code is not supported: it is the name of a CUDA built-in variable
#define blockDim 4
#define warpSize 32

void
f(int *out, int n)
{
#pragma omp target teams distribute parallel for map(from: out[0:n])
	for (int i = 0; i < n; i++)
		out[i] = blockDim + warpSize + i;
}
