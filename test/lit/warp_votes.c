// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// RUN: %omp2cuda --explain %s | FileCheck %s --check-prefix=EXPLAIN
// RUN: %omp2cuda --dump-after=lower %s | FileCheck %s --check-prefix=PLAN
// RUN: %omp2cuda -fno-warp-votes --explain %s | FileCheck %s --check-prefix=OFF
// RUN: %omp2cuda -fno-warp-votes --emit-cuda %s -o - | FileCheck %s --check-prefix=OFF-CUDA
//
// Warp votes (lowering/lanes.c): a team variable that a team on a warp's
// parallel loop assigns (x = e), and nothing there reads, is a register per
// lane, voted on at the loop's end; one a reduction clause names is
// combined on every lane.  What keeps a variable in shared memory: a read
// in the loop, a compound assignment, a lastprivate clause, a type no
// shuffle moves; a private copy's writes are not the variable's, nor does
// a later loop that only reads the variable keep it from a vote.

typedef struct Pair {
	int a, b;
} Pair;

void
votes(const int *in, int *out, int n)
{
	// CHECK-LABEL: o2c_warp_votes_{{[0-9]+}}(
	// CHECK: int found =
	// CHECK: -1; /* one per lane, the same on every lane */
	// CHECK: const decltype(found) o2c_was_found = found; /* each lane assigns its own: a warp vote at the end */
	// CHECK: found = s;
	// CHECK: o2c_vote(found, o2c_was_found);
	// CHECK-NEXT: __syncwarp();
	// CHECK: int *o2c_ref_sum = &sum;
	// CHECK: o2c_reduce_lanes<O2C_RED_ADD>(o2c_ref_sum, sum);
	// CHECK: auto &best = o2c_t_best[o2c_warp].best;
	// CHECK: auto &bumped = o2c_t_bumped[o2c_warp].bumped;
	// CHECK: auto &last = o2c_t_last[o2c_warp].last;
	// CHECK: auto &pair = o2c_t_pair[o2c_warp].pair;
	// CHECK-NOT: o2c_vote(best
	// CHECK-NOT: o2c_was_hidden
	// CHECK: out[6 * q] = found + sum + best + bumped + last + pair.a + hidden;
	// EXPLAIN: team variable 'found' at [[#@LINE+25]]:3: a register per lane: a parallel region writes it, by 'found = s' at [[#@LINE+29]]:5, each lane its own copy
	// EXPLAIN: team variable 'sum' at [[#@LINE+29]]:3: a register per lane: a parallel region writes it, by a reduction clause at [[#@LINE+30]]:1
	// EXPLAIN: team variable 'best' at [[#@LINE+32]]:3: one per warp in shared memory: a parallel region writes it, by 'best = in[s]' at [[#@LINE+36]]:5, and no warp vote can serve it: a parallel region that assigns it reads it or writes it other than by 'x = e' (at [[#@LINE+35]]:16)
	// EXPLAIN: team variable 'bumped' at [[#@LINE+36]]:3: one per warp in shared memory: a parallel region writes it, by 'bumped += in[s]' at [[#@LINE+39]]:4, and no warp vote can serve it: the parallel region at [[#@LINE+37]]:1 writes it other than by 'x = e'
	// EXPLAIN: team variable 'last' at [[#@LINE+39]]:3: one per warp in shared memory: a parallel region writes it, by 'last = in[s]' at [[#@LINE+42]]:4, and no warp vote can serve it: a lastprivate clause of the parallel region at [[#@LINE+40]]:1
	// EXPLAIN: team variable 'pair' at [[#@LINE+42]]:3: one per warp in shared memory: a parallel region writes it, by 'pair = (Pair){s, s}' at [[#@LINE+47]]:5, and no warp vote can serve it: not a scalar of 1, 2, 4 or 8 bytes, which a vote could shuffle
	// EXPLAIN: team variable 'pos' at {{.*}}: a register per lane: a parallel region writes it, by 'pos = s'
	// EXPLAIN: team variable 'hidden' at [[#@LINE+55]]:3: a register per lane: every lane runs each statement that writes it, no parallel region writes it, its address is never taken
	// EXPLAIN: #pragma omp parallel for
	// EXPLAIN: warp vote at its end: 'found', which its lanes assign, each its own copy
	// EXPLAIN: #pragma omp parallel for reduction(+: sum)
	// EXPLAIN-NEXT: loop shared among the 32 lanes
	// EXPLAIN-NEXT: team size: the warp's 32 lanes (a team on a warp)
	// EXPLAIN-NEXT: reduction into 'sum' on every lane: the warp's copies combine by shuffles into each lane's
	// PLAN: team var found replicated, init all
	// PLAN: team var best shared
	// PLAN: warp vote found
	// PLAN: reduction on every lane sum
	// OFF: team variable 'found' at {{.*}}: one per warp in shared memory: a parallel region writes it, by 'found = s' at {{.*}}, and no warp vote can serve it: -fno-warp-votes
	// OFF-NOT: warp vote at its end
	// OFF-NOT: on every lane:
	// OFF-CUDA-NOT: o2c_vote
	// OFF-CUDA-NOT: o2c_reduce_lanes
#pragma omp target teams distribute map(to: in[0:32]) map(from: out[0:6 * n])
	for (int q = 0; q < n; q++) {
		int found = -1;
#pragma omp parallel for
		for (int s = 0; s < 32; s++)
			if (in[s] == q)
				found = s;
		int sum = 0;
#pragma omp parallel for reduction(+: sum)
		for (int s = 0; s < 32; s++)
			sum += in[s];
		int best = 0;
#pragma omp parallel for
		for (int s = 0; s < 32; s++)
			if (in[s] > best)
				best = in[s];
		int bumped = 0;
#pragma omp parallel for
		for (int s = 0; s < 32; s++)
			bumped += in[s];
		int last = 0;
#pragma omp parallel for lastprivate(last)
		for (int s = 0; s < 32; s++)
			last = in[s];
		Pair pair;
		pair.a = pair.b = 0;
#pragma omp parallel for
		for (int s = 0; s < 32; s++)
			if (s == q)
				pair = (Pair){s, s};
		int pos = -1;
#pragma omp parallel for
		for (int s = 0; s < 32; s++)
			if (in[s] == q + 1)
				pos = s;
#pragma omp parallel for
		for (int s = 0; s < 32; s++)
			if (s == pos)
				out[6 * q + 5] = s;
		int hidden = 3;
#pragma omp parallel for private(hidden)
		for (int s = 0; s < 32; s++) {
			hidden = s;
			out[6 * q + 1 + s % 5] = hidden;
		}
		out[6 * q] = found + sum + best + bumped + last + pair.a + hidden;
	}
}
