// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: %omp2cuda -O2 %s -o %t && env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// CHECK: PASS
// Functions called from the loop of a combined construct ask the OpenMP
// API about the thread running the iteration: omp_get_thread_num() below
// omp_get_num_threads() of its team, omp_get_team_num() below
// omp_get_num_teams(), through a chain of calls too, in combined loops
// and in teams distribute loops; a function called in a parallel region
// nested in a combined loop's iteration answers for its team of one.  Per-thread scratch
// rows indexed by them are each one thread's, so the unsynchronized sums
// kept there add up to the whole.

#include <omp.h>
#include <stdio.h>

#define N 100000
#define TEAMS 40
#define THREADS 96

#pragma omp declare target
static int
thread_of_team(void)
{
	return omp_get_thread_num();
}

static int
slot(void)
{
	return omp_get_team_num() * THREADS + thread_of_team();
}

static int
team_ok(void)
{
	return omp_get_team_num() < omp_get_num_teams() && omp_get_num_teams() >= 1;
}

static int
thread_ok(void)
{
	return omp_get_thread_num() < omp_get_num_threads() && omp_get_num_threads() >= 1;
}

/* called in a parallel region nested in a combined loop's iteration: a
 * team of one thread, at level 2 */
static int
nested_view(void)
{
	return omp_get_level() * 100 + omp_get_num_threads() * 10 + omp_get_thread_num();
}

/* called from target parallel for only: a function whose calls come from
 * kernels of both kinds is refused (test/lit/api_in_loop_functions.c) */
static int
grid_thread(void)
{
	return omp_get_thread_num();
}

static int
grid_ok(void)
{
	return omp_get_thread_num() < omp_get_num_threads() && omp_get_num_threads() >= 1 &&
	       omp_get_team_num() == 0 && omp_get_num_teams() == 1;
}
#pragma omp end declare target

static long scratch[TEAMS * THREADS];
static long grid_scratch[4096];

int
main(void)
{
	static int bad[N];
	long total = 0, grid_total = 0, want = 0;
	int nbad = 0;

	for (int i = 0; i < N; i++)
		want += i % 7;

#pragma omp target teams distribute parallel for num_teams(TEAMS) thread_limit(THREADS) \
	map(tofrom: scratch) map(from: bad)
	for (int i = 0; i < N; i++) {
		bad[i] = !team_ok() || !thread_ok() || omp_get_num_threads() > THREADS;
		scratch[slot()] += i % 7;
	}
	for (int i = 0; i < N; i++)
		nbad += bad[i];
	for (int k = 0; k < TEAMS * THREADS; k++)
		total += scratch[k];

	/* the default geometry: whatever teams and threads the implementation
	 * picks, the answers stay within them */
#pragma omp target teams distribute parallel for map(from: bad)
	for (int i = 0; i < N; i++)
		bad[i] = !team_ok() || !thread_ok();
	for (int i = 0; i < N; i++)
		nbad += bad[i];

	/* a parallel region nested in the loop's iteration */
#pragma omp target teams distribute parallel for map(from: bad)
	for (int i = 0; i < N; i++) {
		int v = -1;
#pragma omp parallel
		v = nested_view();
		bad[i] = v != 210;
	}
	for (int i = 0; i < N; i++)
		nbad += bad[i];

	/* target parallel for: one team, every thread of it */
#pragma omp target parallel for num_threads(256) map(tofrom: grid_scratch) map(from: bad)
	for (int i = 0; i < N; i++) {
		int t = grid_thread();
		bad[i] = !grid_ok() || t >= 4096;
		if (t < 4096)
			grid_scratch[t] += i % 7;
	}
	for (int i = 0; i < N; i++)
		nbad += bad[i];
	for (int k = 0; k < 4096; k++)
		grid_total += grid_scratch[k];

	/* target teams distribute: each iteration runs on its team's initial
	 * thread, its nested parallel region on the team's threads */
	static int team_of[N];
	static float x[N / 100][64];
	for (int i = 0; i < N / 100; i++)
		for (int j = 0; j < 64; j++)
			x[i][j] = j;
#pragma omp target teams distribute map(from: bad, team_of)
	for (int i = 0; i < N; i++) {
		team_of[i] = omp_get_team_num();
		bad[i] = !team_ok() || omp_get_thread_num() != 0;
	}
	for (int i = 0; i < N; i++)
		nbad += bad[i] || team_of[i] < 0;
#pragma omp target teams distribute map(from: bad, team_of) map(to: x)
	for (int i = 0; i < N / 100; i++) {
		float acc = 0;
		team_of[i] = omp_get_team_num();
		bad[i] = !team_ok();
#pragma omp parallel for reduction(+: acc)
		for (int j = 0; j < 64; j++)
			acc += x[i][j];
		bad[i] |= acc != 2016;
	}
	for (int i = 0; i < N / 100; i++)
		nbad += bad[i] || team_of[i] < 0;

	printf("bad %d total %ld grid %ld want %ld\n", nbad, total, grid_total, want);
	if (nbad || total != want || grid_total != want) {
		printf("FAIL\n");
		return 1;
	}
	printf("PASS\n");
	return 0;
}
