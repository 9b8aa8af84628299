// RUN: %omp2cuda --explain %s | FileCheck %s
// RUN: %omp2cuda --dump-after=lower %s | FileCheck %s --check-prefix=PLAN
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s --check-prefix=CUDA
// The decisions about a kernel's device code are lowering's, with their
// reasons: what each device API call becomes, a nested parallel region's
// team size, a single's barrier, whether a loop notes its last iteration,
// whether a by-reference variable's name is bound, and whether the .cu
// file needs omp2cuda_device.h; codegen prints what the plan says.
#include <omp.h>

// CUDA: #include "omp2cuda_device.h" /* reductions, atomics, locks, the device API */

void
teams(int *a)
{
	// CHECK: plan_device_code.c:[[@LINE+7]]:1: #pragma omp target teams
	// CHECK: omp_get_team_num() at [[@LINE+10]]:{{[0-9]+}}: the device header answers it
	// CHECK: omp_get_num_threads() at [[@LINE+10]]:{{[0-9]+}}: its parallel region's team size, o2c_nthreads
	// CHECK: omp_get_level() at [[@LINE+10]]:{{[0-9]+}}: 1: the parallel regions around it, active or not
	// CHECK: team size: the block's threads, at most num_threads; threads past them skip it (its barriers check at run time that no thread skips it)
	// CHECK: thread 0 of the block runs it, then __syncthreads()
	// PLAN: barrier at its end
#pragma omp target teams num_teams(2) thread_limit(8) map(tofrom: a[0:16])
	{
#pragma omp parallel num_threads(4)
		{
			int t = omp_get_team_num();
			int n = omp_get_num_threads();
			int l = omp_get_level();
#pragma omp barrier
#pragma omp single
			a[t] = n + l;
		}
	}
}

int
last(int n, int *a)
{
	int x = 0, c = 0;
	// CHECK: plan_device_code.c:[[@LINE+11]]:1: #pragma omp target parallel for
	// CHECK: omp_get_team_num() at [[@LINE+12]]:{{[0-9]+}}: 0: a parallel construct without teams has one team
	// CHECK: lastprivate: each thread notes whether it ran the last iteration
	// PLAN: last iteration noted: each thread notes whether it ran the last iteration
	// PLAN-NEXT: named in its code: x
	// PLAN-NEXT: api omp_get_team_num at {{[0-9]+}}:{{[0-9]+}}: value 0, a parallel construct without teams has one team
	// PLAN: uses omp2cuda_device.h
	// CUDA: o2c_plan_device_code_{{[0-9]+}}(int n,
	// CUDA-NOT: = *o2c_ref_c;
	// CUDA: int o2c_last = 0; /* this thread ran the last iteration */
	// CUDA: a[i] = 0 /* omp_get_team_num(): a parallel construct without teams has one team */;
#pragma omp target parallel for lastprivate(x) map(tofrom: a[0:n], x, c)
	for (int i = 0; i < n; i++) {
		a[i] = omp_get_team_num();
#pragma omp atomic
		c++;
		x = i;
	}
	return x + c;
}
