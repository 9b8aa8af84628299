// RUN: %omp2cuda -fno-warp-votes --explain %s | FileCheck %s
// RUN: %omp2cuda -fno-team-lanes --emit-cuda %s -o - | FileCheck %s --check-prefix=CUDA
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s --check-prefix=HOST
// RUN: %omp2cuda --dump-after=lower %s | FileCheck %s --check-prefix=PLAN
// RUN: %omp2cuda -fno-teams-on-warps --explain %s | FileCheck %s --check-prefix=OFF
// RUN: %omp2cuda -fno-teams-on-warps -fno-team-lanes --emit-cuda %s -o - | FileCheck %s --check-prefix=CUDA-OFF
// RUN: %omp2cuda -fno-warp-votes -fno-teams-on-warps -fteams-on-warps --explain %s | FileCheck %s
// Teams on warps (lowering/team.c): short parallel loops run a team per
// warp, four per block: lane 0 runs the team's code (the .cu is checked
// with -fno-team-lanes; team_lanes.c tests the lanes'), team variables are
// one per warp, barriers __syncwarp(), parallel loops spread over the lanes,
// reductions combine the warp's copies, the device API answers per warp.
// Kernels that ask a team size, set the teams, or hold what a warp does not
// run keep a block per team, and --explain says why.

#include <omp.h>

#define ORDER 256

typedef struct Node {
	int keys[ORDER + 1];
	int next[ORDER + 1];
} Node;

void
search(const Node *nodes, int nn, const int *qk, int *ans, int *team, int nq, int height)
{
	// CHECK: teams_on_warps.c:[[@LINE+23]]:1: #pragma omp target teams distribute
	// CHECK-NEXT: kernel o2c_teams_on_warps_[[#@LINE+22]]: a warp per distribute iteration, up to 4 per block
	// CHECK-NEXT: blocks: default: one per block's worth of distribute iterations (a warp each), at most a full GPU
	// CHECK-NEXT: threads: default: 32 per team, up to 4 teams (fewer where the teams are few)
	// CHECK-NEXT: small trip counts: blocks keep their size: a warp is a team, whose lanes share its code and barriers
	// CHECK: teams on warps: a team is a warp, up to 4 per block (short parallel loops; -fno-teams-on-warps: a block)
	// CHECK: omp_get_thread_num() at [[#@LINE+37]]:72: teams on warps: the lane
	// CHECK-NEXT: omp_get_team_num() at [[#@LINE+48]]:13: teams on warps: the warp's number in the grid
	// CHECK-NEXT: omp_get_num_teams() at [[#@LINE+47]]:34: teams on warps: the grid's warps
	// CHECK: loop: teams on warps: one distribute iteration per warp at a time, the same for all its lanes
	// CHECK: :[[#@LINE+31]]:1: #pragma omp parallel for
	// CHECK-NEXT: loop shared among the 32 lanes of each team's warp of o2c_teams_on_warps_[[#@LINE+12]]
	// CHECK-NEXT: team size: the warp's 32 lanes (a team on a warp)
	// CHECK-NEXT: loop: a team on a warp: its 32 lanes share the iterations as the schedule says
	// OFF: teams_on_warps.c:[[@LINE+9]]:1: #pragma omp target teams distribute
	// OFF: teams on warps: a team is a block: -fno-teams-on-warps
	// CUDA-LABEL: o2c_teams_on_warps_51(
	// CUDA: const unsigned o2c_warp = threadIdx.x / 32, o2c_lane = threadIdx.x % 32;
	// CUDA: for (unsigned long long o2c_iv = ((unsigned long long)blockIdx.x * (blockDim.x / 32) + o2c_warp);
	// CUDA-NEXT: o2c_iv < o2c_trip; o2c_iv += ((unsigned long long)gridDim.x * (blockDim.x / 32))) {
	// HOST: O2cLaunch o2c_launch = {.trip = {{.*}}, .num_teams = 0 /* default */, .thread_limit = 0 /* default */, .team_loop = 1, .team_warps = 4 /* teams on warps: at most per block */};
	// PLAN: teams on warps 4: a team is a warp
	// PLAN: loop warps cyclic, index wide: teams on warps
#pragma omp target teams distribute map(to: nodes[0:nn], qk[0:nq]) map(from: ans[0:nq], team[0:nq])
	for (int q = 0; q < nq; q++) {
		// CUDA: __syncwarp();
		// CUDA: __shared__ struct { int key; } o2c_t_key[4]; auto &key = o2c_t_key[o2c_warp].key; __shared__ struct { int node; } o2c_t_node[4]; auto &node = o2c_t_node[o2c_warp].node; /* one per team: its warp's */
		// CUDA-NEXT: if (o2c_lane == 0) { /* the team's initial thread */
		// CUDA-OFF: __shared__ int key; __shared__ int node; /* one per team */
		// CUDA-OFF-NEXT: if (threadIdx.x == 0) { /* the team's initial thread */
		int key = qk[q], node = 0;
		// CUDA: __shared__ struct { int seen[4]; } o2c_t_seen[4]; auto &seen = o2c_t_seen[o2c_warp].seen;
		int seen[4];
		for (int level = 0; level < height; level++) {
			int next = node;
			// CUDA: const int o2c_nthreads = 32; /* a team on a warp */
			// CUDA: for (unsigned o2c_pv = o2c_lane;
			// CUDA-NEXT: o2c_pv < o2c_ptrip; o2c_pv += (unsigned)o2c_nthreads) {
			// CUDA: __syncwarp();
			// CUDA-OFF: const int o2c_nthreads = (int)blockDim.x;
			// CUDA-OFF: __syncthreads();
#pragma omp parallel for
			for (int s = 0; s < ORDER; s++)
				if (nodes[node].keys[s] <= key && key < nodes[node].keys[s + 1] && omp_get_thread_num() >= 0)
					next = nodes[node].next[s];
			node = next;
			seen[level % 4] = node;
		}
		int below = 0;
		// CUDA: o2c_reduce_warp<O2C_RED_ADD>(o2c_ref_below, below);
		// CUDA-OFF: o2c_reduce<O2C_RED_ADD>(o2c_ref_below, below);
#pragma omp parallel for reduction(+: below)
		for (int s = 0; s < ORDER; s++)
			below += nodes[node].keys[s] < key;
		// CUDA: team[q] = (int)((unsigned long long)blockIdx.x * (blockDim.x / 32) + o2c_warp) /* omp_get_team_num(): teams on warps: the warp's number in the grid */ < (int)((unsigned long long)gridDim.x * (blockDim.x / 32)) /* omp_get_num_teams(): teams on warps: the grid's warps */;
		team[q] = omp_get_team_num() < omp_get_num_teams();
		ans[q] = below + seen[0];
	}
}

/* Kernels that keep a block per team. */
void
blocks(int *a, int n, int k)
{
	// CHECK: :[[#@LINE+2]]:1: #pragma omp target teams distribute num_teams
	// CHECK: teams on warps: a team is a block: num_teams sets the teams
#pragma omp target teams distribute num_teams(8) map(tofrom: a[0:n * 32])
	for (int i = 0; i < n; i++) {
#pragma omp parallel for
		for (int j = 0; j < 32; j++)
			a[i * 32 + j] += j;
	}

	// CHECK: :[[#@LINE+2]]:1: #pragma omp target teams distribute thread_limit
	// CHECK: teams on warps: a team is a block: thread_limit asks a team size
#pragma omp target teams distribute thread_limit(64) map(tofrom: a[0:n * 32])
	for (int i = 0; i < n; i++) {
#pragma omp parallel for
		for (int j = 0; j < 32; j++)
			a[i * 32 + j] += j;
	}

	// CHECK: :[[#@LINE+2]]:1: #pragma omp target teams distribute map
	// CHECK: teams on warps: a team is a block: num_threads at [[#@LINE+3]]:1 asks a team size
#pragma omp target teams distribute map(tofrom: a[0:n * 32])
	for (int i = 0; i < n; i++) {
#pragma omp parallel for num_threads(16)
		for (int j = 0; j < 32; j++)
			a[i * 32 + j] += j;
	}

	// CHECK: :[[#@LINE+2]]:1: #pragma omp target teams distribute map
	// CHECK: teams on warps: a team is a block: the trip count of the loop at [[#@LINE+4]]:3 is not an integer constant
#pragma omp target teams distribute map(tofrom: a[0:n * 32])
	for (int i = 0; i < n; i++) {
#pragma omp parallel for
		for (int j = 0; j < k; j++)
			a[i * 32 + j] += j;
	}

	// CHECK: :[[#@LINE+2]]:1: #pragma omp target teams distribute map
	// CHECK: teams on warps: a team is a block: the loop at [[#@LINE+3]]:1 runs more than 256 iterations
#pragma omp target teams distribute map(tofrom: a[0:n * 32])
	for (int i = 0; i < n; i++) {
#pragma omp parallel for collapse(2)
		for (int j = 0; j < 32; j++)
			for (int l = 0; l < 9; l++)
				a[i * 32 + j] += l;
	}

	// CHECK: :[[#@LINE+2]]:1: #pragma omp target teams distribute map
	// CHECK: teams on warps: a team is a block: omp_get_num_threads() at [[#@LINE+5]]:21 answers from the team size
#pragma omp target teams distribute map(tofrom: a[0:n * 32])
	for (int i = 0; i < n; i++) {
#pragma omp parallel for
		for (int j = 0; j < 32; j++)
			a[i * 32 + j] += omp_get_num_threads();
	}

	// CHECK: :[[#@LINE+2]]:1: #pragma omp target teams distribute map
	// CHECK: teams on warps: a team is a block: the parallel region at [[#@LINE+3]]:1 is not a parallel loop
#pragma omp target teams distribute map(tofrom: a[0:n * 32])
	for (int i = 0; i < n; i++) {
#pragma omp parallel
		{
			a[i * 32] += 1;
#pragma omp barrier
		}
	}

	// CHECK: :[[#@LINE+2]]:1: #pragma omp target teams distribute map
	// CHECK: teams on warps: a team is a block: team-level variables of 4096 bytes (more than 1024)
#pragma omp target teams distribute map(tofrom: a[0:n * 32])
	for (int i = 0; i < n; i++) {
		int big[1024];
		big[i % 1024] = i;
#pragma omp parallel for
		for (int j = 0; j < 32; j++)
			a[i * 32 + j] += big[i % 1024];
	}

	// CHECK: :[[#@LINE+2]]:1: #pragma omp target teams distribute private
	// CHECK: teams on warps: a team is a block: a data-sharing clause on the construct keeps a copy per block
#pragma omp target teams distribute private(k) map(tofrom: a[0:n * 32])
	for (int i = 0; i < n; i++) {
		k = i;
#pragma omp parallel for
		for (int j = 0; j < 32; j++)
			a[i * 32 + j] += k;
	}

	// CHECK: :[[#@LINE+2]]:1: #pragma omp target teams distribute dist_schedule
	// CHECK: teams on warps: a team is a block: dist_schedule
#pragma omp target teams distribute dist_schedule(static, 2) map(tofrom: a[0:n * 32])
	for (int i = 0; i < n; i++) {
#pragma omp parallel for
		for (int j = 0; j < 32; j++)
			a[i * 32 + j] += j;
	}

	// CHECK: :[[#@LINE+2]]:1: #pragma omp target teams map
	// CHECK: teams on warps: a team is a block: not a teams distribute loop
#pragma omp target teams map(tofrom: a[0:32])
	{
#pragma omp parallel for
		for (int j = 0; j < 32; j++)
			a[j] += j;
	}

	// CHECK: :[[#@LINE+2]]:1: #pragma omp target teams distribute map
	// CHECK: teams on warps: a team is a block: the parallel region at [[#@LINE+7]]:1 is not a parallel loop
#pragma omp target teams distribute map(tofrom: a[0:n * 32])
	for (int i = 0; i < n; i++) {
#pragma omp parallel for
		for (int j = 0; j < 32; j++) {
			a[i * 32 + j] += j;
		}
#pragma omp parallel
#pragma omp single
		a[i * 32] = 0;
	}
}

/* A team whose code is one parallel loop and nothing else keeps its block:
 * it pays one pair of barriers, and a block gives it more threads. */
void
one_loop(int *a, int n)
{
	// CHECK: :[[#@LINE+2]]:1: #pragma omp target teams distribute map
	// CHECK: teams on warps: a team is a block: the team's code is one parallel loop and nothing else
#pragma omp target teams distribute map(tofrom: a[0:n * 32])
	for (int i = 0; i < n; i++) {
#pragma omp parallel for
		for (int j = 0; j < 32; j++)
			a[i * 32 + j] += j;
	}
}
