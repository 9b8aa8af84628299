// RUN: %omp2cuda --explain %s | FileCheck %s
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s --check-prefix=HOST
// RUN: %omp2cuda --dump-after=lower %s | FileCheck %s --check-prefix=PLAN
// RUN: %omp2cuda -fno-spread-small-loops --explain %s | FileCheck %s --check-prefix=OFF
// RUN: %omp2cuda -fno-spread-small-loops --emit-host %s -o - | FileCheck %s --check-prefix=HOST-OFF
// RUN: %omp2cuda -fno-spread-small-loops -fspread-small-loops --explain %s | FileCheck %s
// Small trip counts (lowering/schedule.c, runtime/geometry.c): a kernel
// whose threads are independent iterations of a combined loop, whose
// geometry no clause sets and whose trip count the host computes, may get
// smaller blocks at run time (O2cLaunch.spread); the others keep theirs.
// The launch initializers name every field, the new one last.

#include <omp.h>

void
columns(float *a, int n, int k, int *lim, double *sum, int *tid)
{
	// CHECK: small_trip.c:[[@LINE+4]]:1: #pragma omp target teams distribute parallel for
	// CHECK: small trip counts: blocks may shrink to cover the multiprocessors (threads are independent iterations; OMP2CUDA_SMALL_TRIP=off keeps them)
	// CHECK: large trip counts: where a full GPU caps the blocks, the region's first launches time a block per blockDim iterations against it and the faster stays (OMP2CUDA_GRID_TRIAL=off: a full GPU)
	// OFF: small trip counts: blocks keep their size: -fno-spread-small-loops
#pragma omp target teams distribute parallel for map(tofrom: a[0:n * n])
	for (int i = k + 1; i < n; i++)
		a[i * n + k] /= a[k * n + k];

	// CHECK: :[[@LINE+2]]:1: #pragma omp target parallel for
	// CHECK: small trip counts: blocks may shrink
#pragma omp target parallel for map(tofrom: a[0:n])
	for (int i = 0; i < n; i++)
		a[i] += 1.0f;

	// CHECK: :[[@LINE+2]]:1: #pragma omp target teams distribute map
	// CHECK: small trip counts: blocks may shrink
#pragma omp target teams distribute map(tofrom: a[0:n])
	for (int i = 0; i < n; i++)
		a[i] *= 2.0f;

	// A reduction combines a block's copies over whatever blockDim.x is; its grid is not timed,
	// so that its floating-point result does not depend on which grid a timing picks.
	// CHECK: :[[@LINE+4]]:1: #pragma omp target teams distribute parallel for reduction
	// CHECK: small trip counts: blocks may shrink
	// CHECK-NOT: large trip counts
	double s = 0.0;
#pragma omp target teams distribute parallel for reduction(+: s) map(to: a[0:n])
	for (int i = 0; i < n; i++)
		s += a[i];
	sum[0] = s;

	// CHECK: :[[@LINE+3]]:1: #pragma omp target teams distribute parallel for thread_limit(64)
	// CHECK: small trip counts: blocks keep their size: a thread_limit or num_threads clause sets the threads
	// CHECK-NEXT: large trip counts: where a full GPU caps the blocks
#pragma omp target teams distribute parallel for thread_limit(64) map(tofrom: a[0:n])
	for (int i = 0; i < n; i++)
		a[i] += 1.0f;

	// CHECK: :[[@LINE+2]]:1: #pragma omp target teams distribute parallel for num_teams(4)
	// CHECK: small trip counts: blocks keep their size: the num_teams clause sets the blocks
#pragma omp target teams distribute parallel for num_teams(4) map(tofrom: a[0:n])
	for (int i = 0; i < n; i++)
		a[i] += 1.0f;

	// CHECK: :[[@LINE+2]]:1: #pragma omp target parallel for num_threads(32)
	// CHECK: small trip counts: blocks keep their size: one team: one block
#pragma omp target parallel for num_threads(32) map(tofrom: a[0:n])
	for (int i = 0; i < n; i++)
		a[i] += 1.0f;

	// CHECK: :[[@LINE+2]]:1: #pragma omp target teams distribute parallel for map(tofrom: a[0:n], lim[0:1])
	// CHECK: small trip counts: blocks keep their size: the trip count is computed on the device only
#pragma omp target teams distribute parallel for map(tofrom: a[0:n], lim[0:1])
	for (int i = 0; i < lim[0]; i++)
		a[i] += 1.0f;

	// CHECK: :[[@LINE+2]]:1: #pragma omp target teams distribute parallel for map(tofrom: tid[0:n])
	// CHECK: small trip counts: blocks keep their size: the region calls omp_get_thread_num, whose answer depends on the block size
#pragma omp target teams distribute parallel for map(tofrom: tid[0:n])
	for (int i = 0; i < n; i++)
		tid[i] = omp_get_thread_num();

	// CHECK: :[[@LINE+2]]:1: #pragma omp target teams distribute parallel for dist_schedule(static, 4)
	// CHECK: small trip counts: blocks keep their size: a block per dist_schedule chunk
#pragma omp target teams distribute parallel for dist_schedule(static, 4) map(tofrom: a[0:n])
	for (int i = 0; i < n; i++)
		a[i] += 1.0f;

	// CHECK: :[[@LINE+2]]:1: #pragma omp target teams map
	// CHECK: small trip counts: blocks keep their size: a block is a team, whose threads share its code and barriers
#pragma omp target teams map(tofrom: a[0:n])
	{
#pragma omp parallel for
		for (int i = 0; i < n; i++)
			a[i] += 1.0f;
	}

	// CHECK: :[[@LINE+2]]:1: #pragma omp target map
	// CHECK: small trip counts: blocks keep their size: a target region without a loop
#pragma omp target map(tofrom: a[0:1])
	a[0] = 0.0f;
}

// HOST-LABEL: {{^}}columns(float
// HOST: {{^.}}O2cLaunch o2c_launch = {.trip = (long long)(((int)(n) > (int)(k + 1) ? (unsigned long long)(int)(n) - (unsigned long long)(int)(k + 1) : 0)), .num_teams = 0 /* default */, .thread_limit = 0 /* default */, .spread = 1 /* small trip: may spread */, .grid_trial = 1 /* large trip: grids timed */};
// HOST: {{^.}}O2cLaunch o2c_launch = {.trip = {{.*}}, .num_teams = 0 /* default */, .thread_limit = 0 /* default */, .spread = 1 /* small trip: may spread */, .grid_trial = 1 /* large trip: grids timed */};
// HOST: {{^.}}O2cLaunch o2c_launch = {.trip = {{.*}}, .num_teams = 0 /* default */, .thread_limit = 0 /* default */, .spread = 1 /* small trip: may spread */, .grid_trial = 1 /* large trip: grids timed */};
// HOST: {{^.}}O2cLaunch o2c_launch = {.trip = {{.*}}, .num_teams = 0 /* default */, .thread_limit = 0 /* default */, .spread = 1 /* small trip: may spread */};
// HOST: {{^.}}O2cLaunch o2c_launch = {.trip = {{.*}}, .num_teams = 0 /* default */, .thread_limit = (int)(64), .grid_trial = 1 /* large trip: grids timed */};
// HOST: {{^.}}O2cLaunch o2c_launch = {.trip = {{.*}}, .num_teams = (int)(4), .thread_limit = 0 /* default */};
// HOST: {{^.}}O2cLaunch o2c_launch = {.trip = {{.*}}, .num_teams = (int)(1), .thread_limit = (int)(32)};
// HOST: {{^.}}O2cLaunch o2c_launch = {.trip = -1 /* bounds read memory */, .num_teams = 0 /* default */, .thread_limit = 0 /* default */};
// HOST: {{^.}}O2cLaunch o2c_launch = {.trip = {{.*}}, .num_teams = 0 /* default */, .thread_limit = 0 /* default */};
// HOST: {{^.}}O2cLaunch o2c_launch = {.trip = {{.*}}, .num_teams = 0 /* default */, .thread_limit = 0 /* default */, .team_loop = 1};
// HOST: {{^.}}O2cLaunch o2c_launch = {.trip = -1 /* bounds read memory */, .num_teams = 0 /* default */, .thread_limit = 0 /* default */, .team_loop = 1};
// HOST: {{^.}}O2cLaunch o2c_launch = {.trip = (long long)(1), .num_teams = (int)(1), .thread_limit = (int)(1)};

// HOST-OFF: {{^}}columns(float
// HOST-OFF-NOT: {{^.}}O2cLaunch {{.*}}may spread
// HOST-OFF: {{^.}}O2cLaunch o2c_launch = {.trip = {{.*}}, .num_teams = 0 /* default */, .thread_limit = 0 /* default */};
// HOST-OFF-NOT: {{^.}}O2cLaunch {{.*}}may spread

// PLAN-LABEL: plan small_trip_22
// PLAN: launch blocks default: enough for the trip count, at most a full GPU; threads default: 256
// PLAN-NEXT: small trip spread: blocks may shrink to cover the multiprocessors
// PLAN-NEXT: grid trial: a full GPU against a block per blockDim iterations
// PLAN-LABEL: plan small_trip_52
// PLAN: small trip keep: blocks keep their size: a thread_limit or num_threads clause sets the threads
