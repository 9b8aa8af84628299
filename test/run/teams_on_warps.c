// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: env OMP_TARGET_OFFLOAD=DISABLED OMP_NUM_THREADS=4 %t | FileCheck %s
// RUN: %omp2cuda -O2 -fno-teams-on-warps %s -o %t.block && %run %t.block | FileCheck %s
// RUN: %omp2cuda --explain %s | FileCheck %s --check-prefix=EXPLAIN
// RUN: %if gpu %{ env OMP_TARGET_OFFLOAD=MANDATORY OMP2CUDA_VERBOSE=1 %t 2>&1 | FileCheck %s --check-prefix=NOTE %} %else %{ true %}
// E2E-PASS[OMP2CUDA_VERBOSE=1]: 7 blocks x 32 threads \(blocks: default, threads: teams on warps: 1 a block, 32 threads each\).*x 128 threads \(blocks: default, threads: teams on warps: 4 a block, 32 threads each\).*PASS
// CHECK: PASS
// NOTE: kernel o2c_teams_on_warps_{{[0-9]+}} on {{.*}}: 7 blocks x 32 threads (blocks: default, threads: teams on warps: 1 a block, 32 threads each)
// NOTE: kernel o2c_teams_on_warps_{{[0-9]+}} on {{.*}}: {{[0-9]+}} blocks x 128 threads (blocks: default, threads: teams on warps: 4 a block, 32 threads each)
// EXPLAIN-COUNT-2: teams on warps: a team is a warp
//
// Teams on warps (lowering/team.c): teams distribute loops whose parallel
// loops are short, so that each team runs on one warp, several per block.
// Also nested loops with static and dynamic schedules and lastprivate,
// atomic and critical constructs on team variables.
// Each checks what the program sees against a sequential computation:
// team-level variables (scalars, a small array, a struct) that the
// team's initial thread writes and its threads read; a nested parallel
// loop where the one matching iteration writes a team variable; nested
// reductions (+, max, a collapsed nest); teams whose control flow
// differs (a number of levels of their own, a branch taken by some), so
// that the warps of one block reach different barriers; team counts that
// are not a multiple of the teams a block holds (0, 1, 3, 5, 130, 515);
// more teams than the grid's warps (9001 rows: an H100's full grid of
// 4-warp blocks holds 8448), so that warps walk several; omp_get_team_num,
// omp_get_num_teams and omp_get_thread_num where they answer.

#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

#define SLOTS 64
#define MAXQ 515
#define MAXROWS 9001

typedef struct Pair {
	int lo, hi;
} Pair;

static int failed;
static int keys[SLOTS + 1];
static int found[MAXQ], levels[MAXQ], sums[MAXQ], maxes[MAXQ], pairsum[MAXQ];
static int teamno[MAXQ], nteams[MAXQ], tid[MAXQ], grid[MAXROWS * 16];

static void
check(const char *what, int q, long got, long want)
{
	if (got != want && failed++ < 10)
		printf("FAIL %s: query %d: got %ld, want %ld\n", what, q, got, want);
}

/* The slot s with keys[s] <= k < keys[s + 1], or -1. */
static int
slot_of(int k)
{
	for (int s = 0; s < SLOTS; s++)
		if (keys[s] <= k && k < keys[s + 1])
			return s;
	return -1;
}

static void
search(int nq)
{
	int *fo = found, *lv = levels, *su = sums, *mx = maxes, *ps = pairsum;
	int *tn = teamno, *nt = nteams, *ti = tid, *kk = keys;

#pragma omp target teams distribute map(to: kk[0:SLOTS + 1]) map(from: fo[0:nq], lv[0:nq], su[0:nq], mx[0:nq], ps[0:nq], tn[0:nq], nt[0:nq], ti[0:nq])
	for (int q = 0; q < nq; q++) {
		int key = (q * 37) % (SLOTS * 10), at = -1;
		int hist[4];
		Pair pr;
		hist[0] = q % 3;
		hist[1] = q % 5;
		hist[2] = 0;
		hist[3] = 0;
		pr.lo = q;
		pr.hi = 2 * q;
		/* one slot matches: its iteration writes the team's variable */
#pragma omp parallel for
		for (int s = 0; s < SLOTS; s++)
			if (kk[s] <= key && key < kk[s + 1])
				at = s;
		fo[q] = at;
		/* a number of levels of the team's own: warps of a block part */
		int depth = 0;
		for (int l = 0; l < q % 7; l++) {
			int step = l + hist[0];
#pragma omp parallel for
			for (int s = 0; s < 8; s++)
				if (s == 3)
					depth += step;
		}
		lv[q] = depth;
		int sum = hist[1], big = -1;
#pragma omp parallel for reduction(+: sum) reduction(max: big)
		for (int s = 0; s < SLOTS; s++) {
			sum += kk[s] < key ? 1 : 0;
			big = kk[s] + q > big ? kk[s] + q : big;
		}
		su[q] = sum;
		mx[q] = big;
		if (q % 4 == 1) {
			int cell = 0;
#pragma omp parallel for collapse(2) reduction(+: cell)
			for (int i = 0; i < 8; i++)
				for (int j = 0; j < 8; j++)
					cell += i * j + pr.lo;
			ps[q] = cell + pr.hi;
		} else {
			ps[q] = -pr.hi;
		}
		int me = omp_get_thread_num();
		tn[q] = omp_get_team_num();
		nt[q] = omp_get_num_teams();
#pragma omp parallel for
		for (int s = 0; s < 32; s++)
			if (omp_get_thread_num() < 0)
				me = -1;
		ti[q] = me;
	}
}

/* A team per row of a grid, each row's team variable read by every
 * thread of its parallel loop. */
static void
rows(int n)
{
	int *g = grid;

#pragma omp target teams distribute map(from: g[0:n * 16])
	for (int r = 0; r < n; r++) {
		int base = r * 100, lastc = -1;
#pragma omp parallel for
		for (int c = 0; c < 16; c++)
			g[r * 16 + c] = base + c;
		/* the schedules deal the lanes the iterations; the lane that runs
		 * the last writes the team's lastc */
#pragma omp parallel for schedule(static) lastprivate(lastc)
		for (int c = 0; c < 16; c++) {
			g[r * 16 + c] += 1;
			lastc = c;
		}
#pragma omp parallel for schedule(dynamic, 3)
		for (int c = 0; c < 16; c++)
			g[r * 16 + c] -= 1;
		g[r * 16] += lastc - 15;
		/* atomic and critical updates of team variables by the lanes */
		int hits = 0, maxc = -1;
#pragma omp parallel for
		for (int c = 0; c < 16; c++) {
#pragma omp atomic
			hits += 1;
#pragma omp critical
			{
				if (c > maxc)
					maxc = c;
			}
		}
		g[r * 16 + 1] += hits - 16 + maxc - 15;
	}
}

static void
run(int nq)
{
	for (int q = 0; q < nq; q++)
		found[q] = levels[q] = sums[q] = maxes[q] = pairsum[q] = -7;
	search(nq);
	for (int q = 0; q < nq; q++) {
		int key = (q * 37) % (SLOTS * 10), sum = q % 5, depth = 0, cell = 0;
		for (int s = 0; s < SLOTS; s++)
			sum += keys[s] < key;
		for (int l = 0; l < q % 7; l++)
			depth += l + q % 3;
		for (int i = 0; i < 8; i++)
			for (int j = 0; j < 8; j++)
				cell += i * j + q;
		check("slot", q, found[q], slot_of(key));
		check("levels", q, levels[q], depth);
		check("sum", q, sums[q], sum);
		check("max", q, maxes[q], keys[SLOTS - 1] + q);
		check("collapse", q, pairsum[q], q % 4 == 1 ? cell + 2 * q : -2 * q);
		check("thread num", q, tid[q], 0);
		if (teamno[q] < 0 || teamno[q] >= nteams[q])
			check("team num", q, teamno[q], 0);
		check("num teams", q, nteams[q], nteams[0]);
	}
}

int
main(void)
{
	static const int counts[] = {0, 1, 3, 5, 130, MAXQ};
	/* more teams than an H100's blocks of 4 hold at once (132 x 16 x 4) */
	static const int nrows[] = {7, 333, MAXROWS};

	for (int s = 0; s <= SLOTS; s++)
		keys[s] = s * 10;
	for (size_t i = 0; i < sizeof counts / sizeof counts[0]; i++)
		run(counts[i]);
	for (size_t i = 0; i < sizeof nrows / sizeof nrows[0]; i++) {
		rows(nrows[i]);
		for (int r = 0; r < nrows[i]; r++)
			for (int c = 0; c < 16; c++)
				check("grid", r, grid[r * 16 + c], r * 100 + c);
	}
	if (failed)
		return 1;
	puts("PASS");
	return 0;
}
