// RUN: not %omp2cuda %s 2>&1 | FileCheck %s --implicit-check-not=nvcc
// RUN: %omp2cuda --emit-cuda -DLOCAL %s -o - | FileCheck %s --check-prefix=LOCAL
// A variable that a target region captures becomes a parameter of its
// kernel, where the loop code around the region's own names CUDA's
// built-in variables: one of their names is an error at its use, before
// nvcc.  A local of the region with such a name is renamed in the .cu
// file's copy (test/run/cuda_builtin_names.c); a captured warpSize, which
// the kernels do not use, keeps its name.

void
f(int *out, int n)
{
#ifndef LOCAL
	int gridDim = 8, warpSize = 32;
#pragma omp target teams distribute parallel for map(from: out[0:n])
	for (int i = 0; i < n; i++)
		// CHECK: :[[@LINE+1]]:16: error: variable 'gridDim' named in a target region is not supported yet: it is the name of a CUDA built-in variable
		out[i] = i % gridDim + warpSize;
#else
#pragma omp target teams distribute parallel for map(from: out[0:n])
	for (int i = 0; i < n; i++) {
		int blockIdx = i / 4;
		// LOCAL: out[i] = o2c_user_blockIdx;
		out[i] = blockIdx;
	}
#endif
}
