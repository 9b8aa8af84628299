// RUN: %omp2cuda -fno-warp-votes --emit-cuda %s -o - | FileCheck %s
// RUN: %omp2cuda -fno-warp-votes --explain %s | FileCheck %s --check-prefix=EXPLAIN
// RUN: %omp2cuda -fno-warp-votes --dump-after=lower %s | FileCheck %s --check-prefix=PLAN
// RUN: %omp2cuda -fno-team-lanes --emit-cuda %s -o - | FileCheck %s --check-prefix=OFF
// RUN: %omp2cuda -fno-team-lanes --explain %s | FileCheck %s --check-prefix=OFF-EXPLAIN
// RUN: %omp2cuda -fno-warp-votes -fno-team-lanes -fteam-lanes --explain %s | FileCheck %s --check-prefix=EXPLAIN
// RUN: %omp2cuda -fno-teams-on-warps --dump-after=lower %s | FileCheck %s --check-prefix=BLOCK
// Team lanes (lowering/lanes.c): in a team on a warp, the team's
// statements that only compute run on all 32 lanes, with no lane-0 guard,
// and the team-level variables only they write are a register per lane.
// Statements that store, call a function not known pure, or write a
// variable kept in shared memory (its address taken, an array, written in a
// parallel loop) stay on lane 0 with __syncwarp() after them.  A barrier
// comes before an all-lanes statement that reads memory where lane 0 has
// just written, and before lane 0 writes after one; one that reads only
// registers runs between lane 0's statements with none.  Block teams keep
// thread 0.

#include <math.h>

#define FAN 64

typedef struct Level {
	int bound[FAN + 1];
	int child[FAN + 1];
} Level;

#pragma omp declare target
static int tally;

static int
bump(int v)
{
	tally += v;
	return v * 2;
}

__attribute__((const)) static int
twice(int v)
{
	return v * 2;
}

static int table[8];

__attribute__((pure)) static int
peek(int i)
{
	return table[i % 8];
}
#pragma omp end declare target

/* A search down a tree, a team per query, as in bplustree: the key and the
 * node are registers, the pick the parallel loop writes is the warp's. */
void
descend(const Level *lv, const int *want, int *got, int nq, int depth)
{
	// CHECK-LABEL: o2c_team_lanes_{{[0-9]+}}(int nq, const int *__restrict__ want
	// CHECK-NOT: if (o2c_lane == 0)
	// CHECK: int target =
	// CHECK: want[q]; /* one per lane, the same on every lane */
	// CHECK-NOT: __syncwarp
	// CHECK: int at =
	// CHECK: 0; /* one per lane, the same on every lane */
	// CHECK: int steps =
	// CHECK: 0; /* one per lane, the same on every lane */
	// CHECK-NEXT: #line [[#@LINE+27]]
	// CHECK-NEXT: for (int d = 0; d < depth; d++) {
	// CHECK-NEXT: __syncwarp();
	// CHECK: __shared__ struct { int pick; } o2c_t_pick[4]; auto &pick = o2c_t_pick[o2c_warp].pick; /* one per team: its warp's */
	// CHECK-NEXT: if (o2c_lane == 0) { /* the team's initial thread */
	// CHECK-NEXT: pick =
	// CHECK: at;
	// CHECK-NEXT: }
	// CHECK-NEXT: __syncwarp();
	// CHECK: pick = lv[at].child[s];
	// CHECK: __syncwarp();
	// CHECK-NEXT: }
	// CHECK-NEXT: /* every lane: it only computes */
	// CHECK-NEXT: #line [[#@LINE+20]]
	// CHECK-NEXT: at = pick;
	// CHECK-NEXT: /* every lane: it only computes */
	// CHECK-NEXT: #line [[#@LINE+18]]
	// CHECK-NEXT: steps = steps + 1;
	// CHECK-NEXT: }
	// CHECK-NEXT: __syncwarp();
	// CHECK-EMPTY:
	// CHECK-NEXT: if (o2c_lane == 0) { /* the team's initial thread */
	// CHECK-NEXT: #line [[#@LINE+14]]
	// CHECK-NEXT: got[q] = at * 1000 + steps;
#pragma omp target teams distribute map(to: lv[0:depth * 8], want[0:nq]) map(from: got[0:nq])
	for (int q = 0; q < nq; q++) {
		int target = want[q], at = 0, steps = 0;
		for (int d = 0; d < depth; d++) {
			int pick = at;
#pragma omp parallel for
			for (int s = 0; s < FAN; s++)
				if (lv[at].bound[s] <= target && target < lv[at].bound[s + 1])
					pick = lv[at].child[s];
			at = pick;
			steps = steps + 1;
		}
		got[q] = at * 1000 + steps;
	}
}

/* A wavefront over the blocks of one anti-diagonal, as in nw, in a target
 * data construct (which is no construct in the team's code): the block's
 * row and a pure math function's value are registers, and nothing runs on
 * lane 0 alone. */
void
sweep(float *cell, int w, int diag, int lo, int hi)
{
	// CHECK-LABEL: o2c_team_lanes_{{[0-9]+}}(int lo, int hi, int diag, float *cell, int w
	// CHECK-NOT: o2c_lane == 0
	// CHECK: int by =
	// CHECK: diag - bx; /* one per lane, the same on every lane */
	// CHECK: float scale =
	// CHECK: sqrtf((float)(by + 1)); /* one per lane, the same on every lane */
	// CHECK: for (int k = 0; k < 31; k++) {
	// CHECK: cell[(by * 16 + y) * w + bx * 16 + t] += scale;
	// CHECK-NOT: o2c_lane == 0
	// CHECK: o2c_kernel_done
#pragma omp target data map(tofrom: cell[0:w * w])
	{
#pragma omp target teams distribute
		for (int bx = lo; bx <= hi; bx++) {
			int by = diag - bx;
			float scale = sqrtf((float)(by + 1));
			for (int k = 0; k < 31; k++) {
#pragma omp parallel for
				for (int t = 0; t < 16; t++) {
					int y = k - t;
					if (y >= 0 && y < 16)
						cell[(by * 16 + y) * w + bx * 16 + t] += scale;
				}
			}
		}
	}
}

/* What keeps a statement on lane 0 and a variable one per warp: a store, a
 * call of a function not known pure, &x, a write in a parallel loop (a
 * reduction too), an atomic construct; a statement that also writes a
 * variable kept in shared memory. */
void
kept(int *out, const int *in, int n)
{
	// CHECK-LABEL: o2c_team_lanes_{{[0-9]+}}(int n, const int *__restrict__ in, int *out
	// CHECK: int stored =
	// CHECK: in[q]; /* one per lane, the same on every lane */
	// CHECK-NEXT: __syncwarp();
	// CHECK-EMPTY:
	// CHECK-NEXT: if (o2c_lane == 0) { /* the team's initial thread */
	// CHECK-NEXT: #line [[#@LINE+56]]
	// CHECK-NEXT: out[4 * q] = stored;
	// CHECK-NEXT: }
	// CHECK: auto &called = o2c_t_called[o2c_warp].called;
	// CHECK-NEXT: if (o2c_lane == 0) {
	// CHECK-NEXT: called =
	// CHECK: bump(q);
	// CHECK: auto &pointed = o2c_t_pointed[o2c_warp].pointed;
	// CHECK-NEXT: if (o2c_lane == 0) {
	// CHECK: int *p =
	// CHECK: &pointed; /* one per lane, the same on every lane */
	// CHECK: auto &summed = o2c_t_summed[o2c_warp].summed;
	// CHECK: o2c_reduce_warp<O2C_RED_ADD>(o2c_ref_summed, summed);
	// CHECK: auto &seen = o2c_t_seen[o2c_warp].seen;
	// CHECK: seen = s;
	// CHECK: int mixed =
	// CHECK: stored + called; /* one per lane, the same on every lane */
	// CHECK-NEXT: /* every lane: it only computes */
	// CHECK-NEXT: #line [[#@LINE+52]]
	// CHECK-NEXT: if (seen >= 0)
	// CHECK-NEXT: mixed = mixed + twice(seen);
	// CHECK: auto &count = o2c_t_count[o2c_warp].count;
	// CHECK: if (o2c_lane == 0) { /* the team's initial thread */
	// CHECK: o2c_atomic_update<O2C_RED_ADD>(&(count), (int)(1)); /* #pragma omp atomic */
	// CHECK: auto &both = o2c_t_both[o2c_warp].both;
	// CHECK: auto &other = o2c_t_other[o2c_warp].other;
	// CHECK: if (o2c_lane == 0) { /* the team's initial thread */
	// CHECK-NEXT: #line [[#@LINE+49]]
	// CHECK-NEXT: both = 1, other = in[q] + (count > 0);
	// CHECK: out[4 * q + 1] = called + pointed + both;
	// CHECK: out[4 * q + 2] = summed + mixed + other + (*po - other);
	// EXPLAIN: team_lanes.c:[[#@LINE+22]]:1: #pragma omp target teams distribute map(to: in[0:n])
	// EXPLAIN: team lanes: the team's code that only computes runs on all 32 lanes, the variables only it writes registers (-fno-team-lanes: lane 0)
	// EXPLAIN-NEXT: team variable 'stored' at [[#@LINE+22]]:3: a register per lane: every lane runs each statement that writes it, no parallel region writes it, its address is never taken
	// EXPLAIN-NEXT: team variable 'called' at [[#@LINE+23]]:3: one per warp in shared memory: its initializer at [[#@LINE+23]]:3, which lane 0 runs: 'bump(q)' calls 'bump', not known pure (at [[#@LINE+23]]:16)
	// EXPLAIN-NEXT: team variable 'pointed' at [[#@LINE+23]]:3: one per warp in shared memory: its address is taken by '&pointed' at [[#@LINE+24]]:12
	// EXPLAIN-NEXT: team variable 'p' at [[#@LINE+23]]:3: a register per lane
	// EXPLAIN-NEXT: team variable 'summed' at [[#@LINE+23]]:3: one per warp in shared memory: a parallel region writes it, by a reduction clause at [[#@LINE+24]]:1, and no warp vote can serve it: -fno-warp-votes
	// EXPLAIN-NEXT: team variable 'seen' at [[#@LINE+26]]:3: one per warp in shared memory: a parallel region writes it, by 'seen = s' at [[#@LINE+30]]:5
	// EXPLAIN-NEXT: team variable 'mixed' at [[#@LINE+30]]:3: a register per lane
	// EXPLAIN-NEXT: team variable 'count' at [[#@LINE+32]]:3: one per warp in shared memory: written by the statement at [[#@LINE+34]]:3, which lane 0 runs: an atomic construct (at [[#@LINE+34]]:3)
	// EXPLAIN-NEXT: team variable 'both' at [[#@LINE+34]]:3: one per warp in shared memory: written by the statement at [[#@LINE+35]]:3, which lane 0 runs: it also writes 'other', one per warp in shared memory
	// EXPLAIN-NEXT: team variable 'other' at [[#@LINE+33]]:13: one per warp in shared memory: its address is taken by '&other' at [[#@LINE+35]]:13
	// PLAN: team lanes 1: the team's code
	// PLAN: team var stored replicated, init all
	// PLAN: team stmt [[#@LINE+11]]:3 lane0
	// PLAN: team var called shared, init lane0
	// PLAN: team var p replicated, init all
	// PLAN: team var mixed replicated, init all
	// PLAN-NEXT: team stmt [[#@LINE+21]]:3 all
	// OFF-EXPLAIN: team lanes: -fno-team-lanes: lane 0 runs the team's code, its variables one per warp in shared memory
	// BLOCK: team lanes 1: the team's code that only computes runs on every thread of the block
	// BLOCK: team var stored replicated, init all
#pragma omp target teams distribute map(to: in[0:n]) map(from: out[0:4 * n])
	for (int q = 0; q < n; q++) {
		int stored = in[q];
		out[4 * q] = stored;
		int called = bump(q);
		int pointed = q;
		int *p = &pointed;
		int summed = 0;
#pragma omp parallel for reduction(+: summed)
		for (int s = 0; s < 32; s++)
			summed += in[q] + s + *p;
		int seen = -1;
#pragma omp parallel for
		for (int s = 0; s < 32; s++)
			if (s == q % 32)
				seen = s;
		int mixed = stored + called;
		if (seen >= 0)
			mixed = mixed + twice(seen);
		int count = 0;
#pragma omp atomic
		count += 1;
		int both, other;
		both = 1, other = in[q] + (count > 0);
		int *po = &other;
		out[4 * q + 1] = called + pointed + both;
		out[4 * q + 2] = summed + mixed + other + (*po - other);
	}
}

/* Pure functions: one declared const reads only its arguments, one
 * declared pure may read memory (a barrier before lane 0 writes again). */
void
pure_calls(int *out, int n)
{
	// PLAN: team var a replicated, init all-regs
	// PLAN-NEXT: team var b replicated, init all
#pragma omp target teams distribute map(from: out[0:n])
	for (int q = 0; q < n; q++) {
		int a = twice(q), b = peek(q);
		int c = 0;
#pragma omp parallel for reduction(+: c)
		for (int s = 0; s < 32; s++)
			c += a + b;
		out[q] = c;
	}
}

// OFF-LABEL: o2c_team_lanes_{{[0-9]+}}(int nq, const int *__restrict__ want
// OFF: __shared__ struct { int target; } o2c_t_target[4]; auto &target = o2c_t_target[o2c_warp].target;
// OFF: if (o2c_lane == 0) { /* the team's initial thread */
// OFF-NEXT: target =
// OFF-NOT: one per lane
