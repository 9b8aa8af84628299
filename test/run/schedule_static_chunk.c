// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// Loop schedules as OpenMP 5.2 11.5.3 and 11.6.1 assign them, observed through omp_get_thread_num
// and omp_get_team_num per iteration: schedule(static, c) deals chunks of c round robin over the
// threads in order, schedule(static) gives each thread one block (the first n % T one more),
// dist_schedule(static, C) deals chunks of C round robin over the teams; on worksharing loops in
// target parallel and target teams regions, on a parallel for nested in a teams distribute loop,
// and on combined loops.  dynamic and guided must run every iteration exactly once.

#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

#define N 1000
#define ROWS 6
#define COLS 77

static int failed;

static void
check(const char *what, int i, int got, int want)
{
	if (got != want && failed++ < 10)
		printf("%s: iteration %d ran on %d, want %d\n", what, i, got, want);
}

/* schedule(static): thread t of T gets [t * q + min(t, r), ...) of n = q * T + r */
static int
block_owner(int i, int n, int t_count)
{
	int q = n / t_count, r = n % t_count;

	for (int t = 0; t < t_count; t++) {
		int lo = t * q + (t < r ? t : r), hi = lo + q + (t < r);
		if (i >= lo && i < hi)
			return t;
	}
	return -1;
}

static void
target_parallel_for(int c)
{
	int who[N], blk[N], nthr = 0;

#pragma omp target parallel num_threads(48) map(from: who, blk, nthr)
	{
		if (omp_get_thread_num() == 0)
			nthr = omp_get_num_threads();
#pragma omp for schedule(static, c)
		for (int i = 0; i < N; i++)
			who[i] = omp_get_thread_num();
#pragma omp for schedule(static)
		for (int i = 0; i < N; i++)
			blk[i] = omp_get_thread_num();
	}
	if (nthr != 48)
		printf("target parallel num_threads(48): %d threads\n", nthr), failed++;
	for (int i = 0; i < N; i++) {
		check("static, c in target parallel", i, who[i], (i / c) % nthr);
		check("static in target parallel", i, blk[i], block_owner(i, N, nthr));
	}
}

/* A teams region whose teams each share a row among their threads. */
static void
teams_rows(void)
{
	int who[ROWS][COLS], teamof[ROWS], nthr[ROWS];

#pragma omp target teams distribute num_teams(4) thread_limit(32) dist_schedule(static, 2) \
	map(from: who, teamof, nthr)
	for (int r = 0; r < ROWS; r++) {
		teamof[r] = omp_get_team_num();
#pragma omp parallel for schedule(static, 3)
		for (int j = 0; j < COLS; j++) {
			who[r][j] = omp_get_thread_num();
			if (j == 0)
				nthr[r] = omp_get_num_threads();
		}
	}
	for (int r = 0; r < ROWS; r++) {
		check("dist_schedule(static, 2) of teams distribute", r, teamof[r], (r / 2) % 4);
		for (int j = 0; j < COLS; j++)
			check("static, 3 in a teams distribute row", j, who[r][j], (j / 3) % nthr[r]);
	}
}

/* Combined loops: team and thread of each iteration, with the team and
 * thread counts the region saw. */
static void
combined(int c)
{
	static int team[N], thr[N];
	int g, t, host;

#pragma omp target teams distribute parallel for num_teams(3) thread_limit(64) \
	schedule(static, c) map(from: team, thr, host)
	for (int i = 0; i < N; i++) {
		team[i] = omp_get_team_num() << 16 | omp_get_num_teams();
		thr[i] = omp_get_thread_num() << 16 | omp_get_num_threads();
		if (i == 0)
			host = omp_is_initial_device();
	}
	g = team[0] & 0xffff, t = thr[0] & 0xffff;
	for (int i = 0; i < N; i++) {
		/* without dist_schedule the distribution is the implementation's:
		 * on the GPU chunks of T * c to the teams; in the host fallback,
		 * the host's teams construct, libgomp's blocks */
		int owner = block_owner(i, N, g), lo = 0;
		while (host && block_owner(lo, N, g) != owner)
			lo++;
		check("combined static, c: team", i, team[i] >> 16, host ? owner : (i / (c * t)) % g);
		check("combined static, c: thread", i, thr[i] >> 16, ((i - lo) / c) % t);
	}

#pragma omp target teams distribute parallel for num_teams(5) thread_limit(32) \
	dist_schedule(static, 100) schedule(static, 7) map(from: team, thr)
	for (int i = 0; i < N; i++) {
		team[i] = omp_get_team_num() << 16 | omp_get_num_teams();
		thr[i] = omp_get_thread_num() << 16 | omp_get_num_threads();
	}
	g = team[0] & 0xffff, t = thr[0] & 0xffff;
	for (int i = 0; i < N; i++) {
		check("dist_schedule(static, 100): team", i, team[i] >> 16, (i / 100) % g);
		check("dist_schedule(static, 100) static, 7: thread", i, thr[i] >> 16, (i % 100 / 7) % t);
	}

#pragma omp target teams distribute parallel for num_teams(7) dist_schedule(static) \
	schedule(static) map(from: team, thr)
	for (int i = 0; i < N; i++) {
		team[i] = omp_get_team_num() << 16 | omp_get_num_teams();
		thr[i] = omp_get_thread_num() << 16 | omp_get_num_threads();
	}
	g = team[0] & 0xffff, t = thr[0] & 0xffff;
	for (int i = 0; i < N; i++) {
		int owner = block_owner(i, N, g), lo = 0;
		while (block_owner(lo, N, g) != owner)
			lo++;
		int len = N / g + (owner < N % g);
		check("dist_schedule(static): team", i, team[i] >> 16, owner);
		check("dist_schedule(static) static: thread", i, thr[i] >> 16, block_owner(i - lo, len, t));
	}
}

/* dynamic and guided: the assignment is the implementation's; every
 * iteration runs once. */
static void
once(void)
{
	int hits[N] = {0};

#pragma omp target teams distribute parallel for schedule(dynamic, 4) map(tofrom: hits)
	for (int i = 0; i < N; i++)
		hits[i] += 1;
#pragma omp target teams distribute parallel for schedule(guided, 3) dist_schedule(static, 50) \
	map(tofrom: hits)
	for (int i = 0; i < N; i++)
		hits[i] += 10;
#pragma omp target parallel map(tofrom: hits) num_threads(16)
	{
#pragma omp for schedule(guided)
		for (int i = 0; i < N; i++)
			hits[i] += 100;
#pragma omp for schedule(guided, 8)
		for (int i = 0; i < N; i++)
			hits[i] += 1000;
#pragma omp for schedule(dynamic)
		for (int i = 0; i < N; i++)
			hits[i] += 10000;
#pragma omp for schedule(auto)
		for (int i = 0; i < N; i++)
			hits[i] += 100000;
	}
	for (int i = 0; i < N; i++)
		check("dynamic, guided and auto: runs", i, hits[i], 111111);
}

int
main(int argc, char **argv)
{
	int c = argc > 5 ? atoi(argv[1]) : 4;

	(void)argv;
	target_parallel_for(c);
	teams_rows();
	combined(c + 1);
	once();
	printf("%s\n", failed ? "FAIL" : "PASS");
	return failed != 0;
}
