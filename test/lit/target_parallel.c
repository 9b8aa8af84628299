// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s --check-prefix=HOST
// RUN: %omp2cuda --explain %s -o - | FileCheck %s --check-prefix=EXPLAIN
// target parallel: one block whose threads run the parallel region (num_threads, evaluated on the
// host, sets the block size); its reduction's private copies start at the identity and combine at
// the end; private copies per thread; a worksharing loop inside; a mapped scalar is the device
// copy every thread shares; the host fallback runs the region under its own parallel construct with
// the GPU's thread count.

#include <omp.h>

void
f(int n, double *x, double *sum_out)
{
	double sum = 0;
	int who[256], tmp[4], hits = 0;

	// CHECK-LABEL: o2c_target_parallel_25(
	// CHECK: double sum = o2c_identity<O2C_RED_ADD, double>();
	// CHECK-NEXT: int &hits = *o2c_ref_hits; /* shared by every thread */
	// CHECK: { /* #pragma omp target parallel num_threads(n / 4) map(to: x[0:n]) map(from: who) map(tofrom: hits) reduction(+: sum) private(tmp) */
	// CHECK-NEXT: const int o2c_nthreads = (int)blockDim.x;
	// CHECK-NEXT: {
	// CHECK-NEXT: int tmp[4]; /* private */
#pragma omp target parallel num_threads(n / 4) map(to: x[0:n]) map(from: who) map(tofrom: hits) \
	reduction(+: sum) private(tmp)
	{
		// CHECK: who[omp_get_thread_num()] = o2c_nthreads /* omp_get_num_threads() */;
		who[omp_get_thread_num()] = omp_get_num_threads();
		// CHECK: { /* #pragma omp for */
		// CHECK: for (unsigned o2c_pv = threadIdx.x;
		// CHECK-NEXT: o2c_pv < o2c_ptrip; o2c_pv += (unsigned)o2c_nthreads) {
#pragma omp for
		for (int i = 0; i < n; i++)
			sum += x[i];
		// CHECK: o2c_barrier();
		// CHECK: o2c_barrier(); /* #pragma omp barrier */
#pragma omp barrier
		tmp[0] = 1;
		if (omp_get_thread_num() == 0)
			hits += tmp[0];
	}
	// CHECK: hits += tmp[0];
	// CHECK: {{^}}	o2c_barrier();{{$}}
	// CHECK-NEXT: }
	// CHECK-NEXT: o2c_reduce<O2C_RED_ADD>(o2c_ref_sum, sum);
	*sum_out = sum;
}

// HOST-LABEL: host fallback of o2c_target_parallel_25
// HOST: int tmp[4];
// HOST-NEXT: int o2c_teams, o2c_threads;
// HOST-NEXT: o2c_fallback_geometry(&o2c_teams, &o2c_threads);
// HOST-NEXT: #pragma omp parallel num_threads(o2c_threads) private(tmp) reduction(+: sum)
// HOST: *o2c_ref_sum = sum;
// HOST: O2cLaunch o2c_launch = {.trip = -1 /* bounds read memory */, .num_teams = (int)(1), .thread_limit = (int)(n / 4), .team_loop = 1};

// EXPLAIN: target_parallel.c:25:1: #pragma omp target parallel
// EXPLAIN-NEXT: kernel o2c_target_parallel_25: one block, whose threads run the parallel region
// EXPLAIN-NEXT: blocks: 1 (target parallel, or target holding parallel regions: one team)
// EXPLAIN-NEXT: threads: n / 4 (num_threads clause)
// EXPLAIN: target_parallel.c:25:1: #pragma omp target parallel
// EXPLAIN-NEXT: its parallel region runs on the threads of the block of o2c_target_parallel_25

void
g(int flag, int *out)
{
	// if(parallel: ...) and an unmodified if, each evaluated once
	// HOST: target_parallel.c:[[#@LINE+3]]: #pragma omp target parallel if(parallel: flag > 1)
	// HOST: const int o2c_if_parallel = (flag > 1) != 0;
	// HOST-NEXT: O2cLaunch o2c_launch = {.trip = -1 /* bounds read memory */, .num_teams = (int)(1), .thread_limit = (int)(o2c_if_parallel ? (0 /* default */) : 1), .team_loop = 1};
#pragma omp target parallel if(parallel: flag > 1) map(from: out[0:1])
	out[0] = omp_get_num_threads();
	// HOST: target_parallel.c:[[#@LINE+5]]: #pragma omp target parallel num_threads(8) if(flag)
	// HOST: const int o2c_if = (flag) != 0;
	// HOST-NEXT: const int o2c_if_parallel = o2c_if;
	// HOST-NEXT: O2cLaunch o2c_launch = {.trip = -1 /* bounds read memory */, .num_teams = (int)(1), .thread_limit = (int)(o2c_if_parallel ? (8) : 1), .team_loop = 1};
	// HOST-NEXT: if (!o2c_if)
#pragma omp target parallel num_threads(8) if(flag) map(from: out[0:1])
	out[0] = omp_get_num_threads();
	// EXPLAIN: threads: o2c_if_parallel ? (8) : 1 (1 when the if clause of the parallel or simd leaf is false, or for a simd loop's safelen)
}
