// RUN: %omp2cuda -O2 %s -o %t -lm && %run %t | FileCheck %s
// RUN: env OMP_TARGET_OFFLOAD=DISABLED OMP_NUM_THREADS=4 %t | FileCheck %s
// RUN: %omp2cuda -O2 -fno-team-lanes %s -o %t.lane0 -lm && %run %t.lane0 | FileCheck %s
// RUN: %omp2cuda -O2 -fno-teams-on-warps %s -o %t.block -lm && %run %t.block | FileCheck %s
// RUN: %omp2cuda --explain %s | FileCheck %s --check-prefix=EXPLAIN
// E2E-PASS[%t.lane0]:
// E2E-PASS[%t.block]:
// CHECK: PASS
// EXPLAIN-COUNT-4: team lanes: the team's code that only computes runs on all 32 lanes
//
// Team lanes (lowering/team.c): in teams on warps, the team's code that
// only computes runs on every lane and the variables only it writes are
// registers, one per lane; the rest stays on lane 0, its variables one per
// warp in shared memory.  Each kernel mixes the two and checks what the
// program sees against a sequential computation:
//   - a search down a tree, a team per query, whose depth is the team's
//     own (warps of a block take different paths around their barriers),
//     the node a register read by the parallel loops, the pick the warp's;
//   - a while loop whose condition reads a variable the parallel loop
//     writes, counting its rounds in a register, with a pure math
//     function, a struct and a pointer kept in registers;
//   - statements that read memory lane 0 has just written (a barrier
//     between), and lane 0 writing memory the lanes have just read;
//   - variables kept in shared memory: &x, an atomic update, a call of a
//     function with a side effect, a reduction, an array;
//   - team counts that are not a multiple of the teams a block holds, and
//     more teams than the grid's warps.

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define FAN 32
#define NODES 200
#define DEPTH 6
#define MAXQ 9001

typedef struct Node {
	int bound[FAN + 1];
	int child[FAN + 1];
} Node;

typedef struct Span {
	int lo, hi;
} Span;

#pragma omp declare target
static int
noisy(int *log, int v)
{
	log[0] = v;
	return v + 7;
}
#pragma omp end declare target

static Node tree[NODES];
static int want[MAXQ], got[MAXQ], depth_of[MAXQ], rounds[MAXQ], scaled[MAXQ];
static int echo[MAXQ], again[MAXQ], sideways[MAXQ], logbuf[MAXQ], kept_out[MAXQ];
static int failed;

static void
check(const char *what, int q, long g, long w)
{
	if (g != w && failed++ < 10)
		printf("FAIL %s: query %d: got %ld, want %ld\n", what, q, g, w);
}

static void
build_tree(void)
{
	for (int n = 0; n < NODES; n++)
		for (int s = 0; s <= FAN; s++) {
			tree[n].bound[s] = s * 100 + (n % 7);
			tree[n].child[s] = (n * 31 + s * 17 + 5) % NODES;
		}
}

/* The node a search for k reaches after `levels` steps from node 0. */
static int
walk(int k, int levels)
{
	int at = 0;

	for (int l = 0; l < levels; l++) {
		int pick = at;
		for (int s = 0; s < FAN; s++)
			if (tree[at].bound[s] <= k && k < tree[at].bound[s + 1])
				pick = tree[at].child[s];
		at = pick;
	}
	return at;
}

static void
descend(int nq)
{
	Node *t = tree;
	int *w = want, *g = got, *dp = depth_of;

#pragma omp target teams distribute map(to: t[0:NODES], w[0:nq]) map(from: g[0:nq], dp[0:nq])
	for (int q = 0; q < nq; q++) {
		int key = w[q], at = 0, levels = 1 + q % DEPTH, steps = 0;
		for (int l = 0; l < levels; l++) {
			int pick = at;
#pragma omp parallel for
			for (int s = 0; s < FAN; s++)
				if (t[at].bound[s] <= key && key < t[at].bound[s + 1])
					pick = t[at].child[s];
			at = pick;
			steps++;
		}
		if (steps > 2) {
			int extra = at;
#pragma omp parallel for
			for (int s = 0; s < FAN; s++)
				if (s == 0)
					extra = t[at].child[s];
			at = steps > 4 ? at : extra;
		}
		g[q] = at;
		dp[q] = steps;
	}
}

/* Rounds of halving until a parallel loop finds nothing left, as a while
 * loop whose condition reads the warp's variable. */
static void
halve(int nq)
{
	int *w = want, *r = rounds, *sc = scaled;

#pragma omp target teams distribute map(to: w[0:nq]) map(from: r[0:nq], sc[0:nq])
	for (int q = 0; q < nq; q++) {
		int left = 1 + w[q] % 1000, n = 0;
		Span sp;
		sp.lo = q;
		sp.hi = q + left;
		double root = sqrt((double)left);
		const int *src = &w[q];
		int busy = 1;
		while (busy) {
			busy = 0;
#pragma omp parallel for
			for (int s = 0; s < 16; s++)
				if (s == 5 && left > 1)
					busy = 1;
			left = left / 2;
			n = n + 1;
		}
		r[q] = n;
		sc[q] = (int)root + sp.hi - sp.lo + *src % 3;
	}
}

/* Lane 0 writes memory that all lanes then read, and the reverse. */
static void
handoff(int nq)
{
	int *e = echo, *a = again;

#pragma omp target teams distribute map(tofrom: e[0:nq]) map(from: a[0:nq])
	for (int q = 0; q < nq; q++) {
		e[q] = q * 3;
		int seen = e[q] + 1;
		int twice = 0;
#pragma omp parallel for reduction(+: twice)
		for (int s = 0; s < 2; s++)
			twice += seen;
		e[q] = twice;
		int after = e[q] - seen;
		a[q] = after;
	}
}

/* Variables kept in shared memory beside replicated ones. */
static void
kept(int nq)
{
	int *sw = sideways, *lg = logbuf, *ko = kept_out;

#pragma omp target teams distribute map(from: sw[0:nq], lg[0:nq], ko[0:nq])
	for (int q = 0; q < nq; q++) {
		int base = q % 11;
		int pointed = base;
		int *p = &pointed;
		int called = noisy(&lg[q], base);
		int count = 0;
#pragma omp atomic
		count += 2;
		int arr[2];
		arr[0] = base;
		arr[1] = count;
		int total = 0;
#pragma omp parallel for reduction(+: total)
		for (int s = 0; s < 8; s++)
			total += *p + arr[s % 2];
		*p = total;
		int mix = pointed + called + base;
		sw[q] = mix;
		ko[q] = arr[1] + total;
	}
}

int
main(void)
{
	static const int counts[] = {0, 1, 3, 5, 130, 515, MAXQ};

	build_tree();
	for (int q = 0; q < MAXQ; q++)
		want[q] = (q * 7919) % (FAN * 100);
	for (size_t c = 0; c < sizeof counts / sizeof counts[0]; c++) {
		int nq = counts[c];
		for (int q = 0; q < MAXQ; q++)
			got[q] = depth_of[q] = rounds[q] = scaled[q] = echo[q] = again[q] = -9;
		descend(nq);
		halve(nq);
		handoff(nq);
		kept(nq);
		for (int q = 0; q < nq; q++) {
			int levels = 1 + q % DEPTH, at = walk(want[q], levels);
			if (levels > 2 && levels <= 4)
				at = tree[at].child[0];
			check("descend", q, got[q], at);
			check("descend depth", q, depth_of[q], levels);
			int left = 1 + want[q] % 1000, n = 0, busy = 1;
			while (busy) {
				busy = left > 1;
				left /= 2;
				n++;
			}
			check("halve rounds", q, rounds[q], n);
			int l0 = 1 + want[q] % 1000;
			check("halve scaled", q, scaled[q], (int)sqrt((double)l0) + l0 + want[q] % 3);
			check("handoff", q, echo[q], 2 * (q * 3 + 1));
			check("handoff after", q, again[q], q * 3 + 1);
			int base = q % 11, total = 8 * base + 4 * base + 4 * 2;
			check("kept", q, sideways[q], total + base + 7 + base);
			check("kept log", q, logbuf[q], base);
			check("kept count", q, kept_out[q], 2 + total);
		}
	}
	printf(failed ? "FAILED (%d)\n" : "PASS\n", failed);
	return failed != 0;
}
