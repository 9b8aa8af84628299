// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// firstprivate of fixed-size arrays (and scalars) as OpenMP 5.2 5.4.4 and 17.2 give them per
// construct: on target one copy; on a combined loop one copy per thread, kept from one of its
// iterations to the next (checked with schedule(static, 1), where each thread's iterations are
// known); on target parallel one per thread; on target teams one per team, shared by the team's
// parallel regions; on teams distribute one per team, kept across its distribute iterations.
// Every copy starts as the host's array, and the host's array never changes.

#include <omp.h>
#include <stdio.h>

#define N 600

static int failed;

static void
check(const char *what, int i, long got, long want)
{
	if (got != want && failed++ < 10)
		printf("%s [%d]: %ld, want %ld\n", what, i, got, want);
}

static void
one_thread(void)
{
	int tab[5] = {1, 2, 3, 4, 5}, out[5];
	const double w[2][3] = {{0.5, 1, 2}, {4, 8, 16}};
	double dot = 0;

#pragma omp target firstprivate(tab, w) map(from: out, dot)
	{
		for (int k = 1; k < 5; k++)
			tab[k] += tab[k - 1]; /* prefix sums in the copy */
		for (int k = 0; k < 5; k++)
			out[k] = tab[k];
		dot = w[0][0] * w[1][0] + w[0][2] * w[1][2];
	}
	for (int k = 0; k < 5; k++) {
		check("target: prefix sum", k, out[k], (k + 1) * (k + 2) / 2);
		check("target: host array", k, tab[k], k + 1);
	}
	check("target: const 2-D", 0, (long)dot, 34);
}

static void
per_thread_loop(void)
{
	long seen[3] = {100, 7, -1};
	static long out[N], nt[N];

	/* each thread counts its own iterations in seen[0] */
#pragma omp target teams distribute parallel for num_teams(2) thread_limit(32) schedule(static, 1) \
	firstprivate(seen) map(from: out, nt)
	for (int i = 0; i < N; i++) {
		seen[0] += 1;
		out[i] = seen[0] * 10 + seen[1];
		nt[i] = (long)omp_get_num_teams() * omp_get_num_threads();
	}
	for (int i = 0; i < N; i++)
		check("combined loop: a copy per thread", i, out[i], (100 + i / nt[i] + 1) * 10 + 7);
	check("combined loop: host array", 0, seen[0], 100);
}

static void
per_thread_parallel(void)
{
	int mine[4] = {-1, 42, 0, 0}, got[64], nthr = 0, base = 5;

#pragma omp target parallel num_threads(64) firstprivate(mine, base) map(from: got, nthr)
	{
		int me = omp_get_thread_num();
		mine[0] = me; /* each thread its own copy */
		base += me;
#pragma omp barrier
		got[me] = mine[0] * 1000 + mine[1] + (base - me == 5 ? 0 : 100000);
		if (me == 0)
			nthr = omp_get_num_threads();
	}
	for (int t = 0; t < nthr; t++)
		check("target parallel: a copy per thread", t, got[t], t * 1000 + 42);
	check("target parallel: host array", 0, mine[0], -1);
	check("target parallel: host scalar", 0, base, 5);
}

static void
per_team(void)
{
	float team_tab[3] = {1.5f, 2.5f, 3.5f};
	int bias = 3;
	float got[4][32];

#pragma omp target teams num_teams(4) thread_limit(32) firstprivate(team_tab, bias) \
	map(from: got)
	{
		int t = omp_get_team_num();
		team_tab[0] = (float)t; /* the team's copy, which its threads share */
		bias += t;
#pragma omp parallel
		{
			got[t][omp_get_thread_num()] = team_tab[0] * 100 + team_tab[2] + (float)bias;
		}
	}
	for (int t = 0; t < 4; t++)
		for (int k = 0; k < 32; k++)
			check("target teams: a copy per team", t * 32 + k, (long)(got[t][k] * 2),
			      (long)((t * 100 + 3.5f + 3 + t) * 2));
	check("target teams: host array", 0, (long)team_tab[0], 1);
}

static void
per_team_distribute(void)
{
	int acc[2] = {10, 0}, out[24];

	/* team g runs rows g, g + 4, ...: its copy counts them */
#pragma omp target teams distribute num_teams(4) dist_schedule(static, 1) firstprivate(acc) \
	map(from: out)
	for (int r = 0; r < 24; r++) {
		acc[0] += 1;
#pragma omp parallel for
		for (int j = 0; j < 8; j++)
			if (j == 0)
				out[r] = acc[0];
	}
	for (int r = 0; r < 24; r++)
		check("teams distribute: a copy per team", r, out[r], 10 + r / 4 + 1);
	check("teams distribute: host array", 0, acc[0], 10);
}

int
main(void)
{
	one_thread();
	per_thread_loop();
	per_thread_parallel();
	per_team();
	per_team_distribute();
	printf("%s\n", failed ? "FAIL" : "PASS");
	return failed != 0;
}
