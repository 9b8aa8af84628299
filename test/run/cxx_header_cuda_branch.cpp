// A user's header that the preprocessor reads in part (an #if on
// __CUDACC__, as headers shared with a CUDA version of a program have)
// declares the types a region uses: a struct named double4, like CUDA's
// vector type, and a struct whose other branch has another layout.  The
// .cu file copies the declarations the host compiler read, so that the
// kernels read the elements as the host wrote them.
// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
#include <cmath>
#include <cstdio>
#include "Inputs/cuda_branch_types.h"

int main()
{
	const int n = 1000;
	static double4 loc[n];
	static pair_t pairs[n];
	static double out[n];
	for (int i = 0; i < n; i++) {
		loc[i].x = i;
		loc[i].y = 2.0 * i;
		loc[i].z = 0.5;
		loc[i].w = 1e-9 * i;
		pairs[i].a = i + 1e-10;
		pairs[i].b = 3;
	}
	#pragma omp target teams distribute parallel for map(to: loc, pairs) map(from: out)
	for (int i = 0; i < n; i++)
		out[i] = loc[i].x + loc[i].y * loc[i].z + loc[i].w + pairs[i].a * pairs[i].b;
	int bad = 0;
	for (int i = 0; i < n; i++) {
		double want = i + 2.0 * i * 0.5 + 1e-9 * i + (i + 1e-10) * 3;
		/* nvcc contracts a * b + c into one rounding (fma), as C allows:
		 * the last bits may differ; another layout differs in all of them */
		bad += fabs(out[i] - want) > 1e-12 * (1 + fabs(want));
	}
	printf(bad ? "FAIL\n" : "PASS\n");
	return bad != 0;
}
