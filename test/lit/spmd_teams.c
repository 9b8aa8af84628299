// RUN: %omp2cuda -fno-team-lanes --emit-cuda %s -o - | FileCheck %s
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s --check-prefix=HOST
// SPMD target teams (-fno-team-lanes: test/lit/block_lanes.c has the default): team-level variables in shared memory, the team's code on thread 0 with
// a barrier after it, barriers in the parallel region, the device API, and launch geometry from
// num_teams and thread_limit (host side).

#include <omp.h>

#define NT 128

void
block_sums(const double *x, int n, double *part, int nb)
{
	// CHECK: #include "omp2cuda_device.h"
	// CHECK-LABEL: __global__ void
	// CHECK-NEXT: o2c_spmd_teams_[[#@LINE+1]](
#pragma omp target teams num_teams(nb) thread_limit(NT) map(to: x[0:n]) map(from: part[0:nb])
	{
		// CHECK: __shared__ double buf[128]; /* one per team */
		double buf[NT];
		// CHECK: __shared__ int team; /* one per team */
		// CHECK-NEXT: if (threadIdx.x == 0) { /* the team's initial thread */
		// CHECK-NEXT: team =
		// CHECK: omp_get_team_num();
		// CHECK-NEXT: }
		// CHECK-NEXT: __syncthreads();
		int team = omp_get_team_num();
		// CHECK: { /* #pragma omp parallel */
		// CHECK-NEXT: const int o2c_nthreads = (int)blockDim.x;
#pragma omp parallel
		{
			// CHECK: int id = omp_get_thread_num(), nt = o2c_nthreads /* omp_get_num_threads() */;
			int id = omp_get_thread_num(), nt = omp_get_num_threads();
			buf[id] = x[team * nt + id];
			// CHECK: o2c_barrier(); /* #pragma omp barrier */
#pragma omp barrier
			// CHECK: if (id == 0)
			if (id == 0)
				part[team] = buf[0] + buf[nt - 1];
		}
		// CHECK: o2c_barrier();
		// CHECK-NEXT: }
		// CHECK-NEXT: o2c_kernel_done(o2c_done); {{.*}}
	}
}

// HOST-LABEL: host fallback of o2c_spmd_teams_{{[0-9]+}} */
// HOST: int o2c_teams, o2c_threads;
// HOST-NEXT: o2c_fallback_geometry(&o2c_teams, &o2c_threads);
// HOST-NEXT: #pragma omp teams num_teams(o2c_teams) thread_limit(o2c_threads)
// HOST: #pragma omp parallel num_threads(o2c_threads)
// HOST: O2cLaunch o2c_launch = {.trip = -1 /* bounds read memory */, .num_teams = (int)(nb), .thread_limit = (int)(NT), .team_loop = 1};
// HOST-LABEL: host fallback of o2c_spmd_teams_{{[0-9]+}} */
// HOST: #pragma omp teams distribute num_teams(o2c_teams) thread_limit(o2c_threads)
// HOST: #pragma omp parallel for num_threads(64)
// HOST: O2cLaunch o2c_launch = {.trip = (long long)({{.*}}), .num_teams = 0 /* default */, .thread_limit = (int)(64), .team_loop = 1};
void
rows(int n, double *a)
{
	// CHECK-LABEL: __global__ void
	// CHECK: for (unsigned long long o2c_iv = blockIdx.x;
#pragma omp target teams distribute map(tofrom: a[0:n * 64])
	for (int r = 0; r < n; r++) {
		// CHECK: if (o2c_again) /* the block's previous iteration is complete for every thread */
		// CHECK-NEXT: __syncthreads();
		// CHECK-NEXT: o2c_again = true;
		// CHECK-NOT: __syncthreads();
		// CHECK: __shared__ double *row; /* one per team */
		// CHECK-NEXT: if (threadIdx.x == 0) { /* the team's initial thread */
		double *row = &a[r * 64];
		// CHECK: { /* #pragma omp parallel for num_threads(64) */
		// CHECK-NEXT: const int o2c_nthreads = (int)(64) < (int)blockDim.x ? (int)(64) : (int)blockDim.x; /* num_threads */
		// CHECK-NEXT: {
		// CHECK-NEXT: if ((int)threadIdx.x < o2c_nthreads) { /* the team's threads */
		// CHECK: o2c_pv < o2c_ptrip; o2c_pv += (unsigned)o2c_nthreads) {
#pragma omp parallel for num_threads(64)
		for (int c = 0; c < 64; c++)
			row[c] *= 2;
		// CHECK: o2c_barrier();
		// CHECK: if (threadIdx.x == 0) { /* the team's initial thread */
		// CHECK: row[0] = 1;
		// CHECK: }
		// CHECK-NEXT: }
		// CHECK-NEXT: o2c_kernel_done(o2c_done);
		row[0] = 1;
	}
}
