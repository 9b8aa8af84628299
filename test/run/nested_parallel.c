// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: env OMP_MAX_ACTIVE_LEVELS=4 OMP_NESTED=true %run %t | FileCheck %s
// E2E-ENV: OMP_MAX_ACTIVE_LEVELS=4 OMP_NESTED=true
// CHECK: PASS
// Parallel regions nested in the parallel regions of target parallel and of target teams
// (OpenMP 5.2 10.1): each has a team of one thread (max-active-levels is 1 on the device, and
// the host fallback gives them one thread too, whatever OMP_MAX_ACTIVE_LEVELS says).  Every
// thread of the outer team records what it sees inside: its thread number 0 of 1, the nesting
// level one more, its ancestors' thread numbers, its team; a worksharing loop there runs every
// iteration on that one thread, a barrier and a single there bind to it too, and a nested
// region met in a single runs on the single's thread.

#include <omp.h>
#include <stdio.h>

#define MAXT 128
#define TEAMS 5
#define TEAM_THREADS 32
#define N 100
#define FIELDS 10

static int failed;

static void
check(const char *what, int t, long got, long want)
{
	if (got != want && failed++ < 10)
		printf("FAIL: %s (thread %d): %ld, expected %ld\n", what, t, got, want);
}

/* What thread t of an outer team recorded in rec[0:FIELDS]. */
static void
check_record(const char *where, const int *rec, int t, int team)
{
	check(where, t, rec[0], 0);              /* omp_get_thread_num() */
	check(where, t, rec[1], 1);              /* omp_get_num_threads() */
	check(where, t, rec[2], 2);              /* omp_get_level() */
	check(where, t, rec[3], 0);              /* omp_get_ancestor_thread_num(0) */
	check(where, t, rec[4], t);              /* omp_get_ancestor_thread_num(1) */
	check(where, t, rec[5], 0);              /* omp_get_ancestor_thread_num(2) */
	check(where, t, rec[6], -1);             /* omp_get_ancestor_thread_num(3) */
	check(where, t, rec[7], 1);              /* omp_get_level() outside it */
	check(where, t, rec[8], N * (N - 1) / 2); /* its worksharing loop, whole */
	check(where, t, rec[9], team);           /* omp_get_team_num() */
}

static void
in_target_parallel(int nt)
{
	int rec[MAXT][FIELDS], runner = -1, deep[4] = {-1, -1, -1, -1};

	for (int t = 0; t < MAXT; t++)
		for (int f = 0; f < FIELDS; f++)
			rec[t][f] = -9;
#pragma omp target parallel num_threads(nt) map(tofrom: rec, runner, deep)
	{
		int me = omp_get_thread_num(), outer = omp_get_level();
#pragma omp parallel num_threads(4)
		{
			int sum = 0;
			rec[me][0] = omp_get_thread_num();
			rec[me][1] = omp_get_num_threads();
			rec[me][2] = omp_get_level();
			rec[me][3] = omp_get_ancestor_thread_num(0);
			rec[me][4] = omp_get_ancestor_thread_num(1);
			rec[me][5] = omp_get_ancestor_thread_num(2);
			rec[me][6] = omp_get_ancestor_thread_num(omp_get_level() + 1);
			rec[me][7] = outer;
#pragma omp barrier
#pragma omp for
			for (int i = 0; i < N; i++)
				sum += i;
#pragma omp single
			rec[me][8] = sum;
			rec[me][9] = omp_get_team_num();
		}
#pragma omp single
		{
			runner = me;
#pragma omp parallel
			{
				deep[0] = omp_get_thread_num();
				deep[1] = omp_get_num_threads();
				deep[2] = omp_get_level();
				deep[3] = omp_get_ancestor_thread_num(1);
			}
		}
	}
	for (int t = 0; t < nt; t++)
		check_record("target parallel", rec[t], t, 0);
	for (int t = nt; t < MAXT; t++)
		check("slots no thread has", t, rec[t][0], -9);
	check("in a single: thread", runner, deep[0], 0);
	check("in a single: threads", runner, deep[1], 1);
	check("in a single: level", runner, deep[2], 2);
	check("in a single: ancestor", runner, deep[3], runner);
}

/* A nested parallel loop in each team's parallel region. */
static void
in_teams(void)
{
	int rec[TEAMS][TEAM_THREADS][FIELDS], row[TEAMS][TEAM_THREADS][8];

	for (int g = 0; g < TEAMS; g++)
		for (int t = 0; t < TEAM_THREADS; t++) {
			for (int f = 0; f < FIELDS; f++)
				rec[g][t][f] = -9;
			for (int k = 0; k < 8; k++)
				row[g][t][k] = -9;
		}
#pragma omp target teams num_teams(TEAMS) thread_limit(TEAM_THREADS) map(tofrom: rec, row)
	{
		int g = omp_get_team_num();
#pragma omp parallel
		{
			int me = omp_get_thread_num(), outer = omp_get_level();
#pragma omp parallel
			{
				int sum = 0;
				rec[g][me][0] = omp_get_thread_num();
				rec[g][me][1] = omp_get_num_threads();
				rec[g][me][2] = omp_get_level();
				rec[g][me][3] = omp_get_ancestor_thread_num(0);
				rec[g][me][4] = omp_get_ancestor_thread_num(1);
				rec[g][me][5] = omp_get_ancestor_thread_num(2);
				rec[g][me][6] = omp_get_ancestor_thread_num(3);
				rec[g][me][7] = outer;
#pragma omp for
				for (int i = 0; i < N; i++)
					sum += i;
				rec[g][me][8] = sum;
				rec[g][me][9] = omp_get_team_num();
			}
#pragma omp parallel for
			for (int k = 0; k < 8; k++)
				row[g][me][k] = g * 1000 + me * 10 + k + 100000 * omp_get_thread_num();
		}
	}
	for (int g = 0; g < TEAMS; g++)
		for (int t = 0; t < TEAM_THREADS; t++) {
			check_record("teams", rec[g][t], t, g);
			for (int k = 0; k < 8; k++)
				check("teams: nested parallel for", t, row[g][t][k], g * 1000 + t * 10 + k);
		}
}

int
main(void)
{
	in_target_parallel(64);
	in_target_parallel(7);
	in_teams();
	printf("%s\n", failed ? "FAIL" : "PASS");
	return failed != 0;
}
