// The kernels a kernel region's plan prints (Plan.kernels, lowering/
// variants.c): --explain and --dump-after=lower list each, with what its
// code carries and when the runtime launches it, and --emit-cuda prints
// exactly those, in that order, each variant after a comment of when it
// is launched and what sets it apart, from its plan.
// RUN: %omp2cuda --explain %s | FileCheck %s --check-prefix=EXPLAIN
// RUN: %omp2cuda --dump-after=lower %s | FileCheck %s --check-prefix=PLAN
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s --check-prefix=CUDA

// EXPLAIN: kernel o2c_plan_kernels_{{[0-9]+}}: grid-stride loop
// EXPLAIN: prints o2c_plan_kernels_[[L:[0-9]+]]: kernel, carries __restrict__; launched where no other kernel of the region runs
// EXPLAIN-NEXT: prints o2c_plan_kernels_[[L]]_alias: alias, carries none; launched when pointer arguments share an allocation, one of them written through
// EXPLAIN-NEXT: prints o2c_plan_kernels_[[L]]_narrow: narrow, carries __restrict__, 32-bit; launched when the trip count plus the grid's threads fits 32 bits and o2c_plan_kernels_[[L]]_alias does not run (OMP2CUDA_NARROW=off: never)

// PLAN: kernel o2c_plan_kernels_[[L:[0-9]+]]
// PLAN: prints o2c_plan_kernels_[[L]]: kernel, carries __restrict__; launched where
// PLAN-NEXT: prints o2c_plan_kernels_[[L]]_alias: alias, carries none; launched when
// PLAN-NEXT: prints o2c_plan_kernels_[[L]]_narrow: narrow, carries __restrict__, 32-bit; launched when
// CUDA: __global__ void
// CUDA-NEXT: o2c_plan_kernels_[[L:[0-9]+]](int n, float *__restrict__ y, float a, const float *__restrict__ x
// CUDA: /* launched when pointer arguments share an allocation, one of them written through: no __restrict__ */
// CUDA-NEXT: extern "C" __global__ void
// CUDA-NEXT: o2c_plan_kernels_[[L]]_alias(int n, float *y, float a, const float *x
// CUDA: /* launched when the trip count plus the grid's threads fits 32 bits and o2c_plan_kernels_[[L]]_alias does not run (OMP2CUDA_NARROW=off: never): 32-bit iteration numbers */
// CUDA-NEXT: extern "C" __global__ void
// CUDA-NEXT: o2c_plan_kernels_[[L]]_narrow(int n, float *__restrict__ y, float a, const float *__restrict__ x
// CUDA-NOT: __global__
void saxpy(float *y, const float *x, float a, int n)
{
#pragma omp target teams distribute parallel for map(tofrom: y[0:n]) map(to: x[0:n])
	for (int i = 0; i < n; i++)
		y[i] += a * x[i];
}
