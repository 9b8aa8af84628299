// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// A distribute construct in the sequential part of a teams region whose loop
// calls OpenMP API routines and holds other constructs: the loop's code is the
// team's, each iteration run once by the initial thread of the team it is dealt
// to.  omp_get_team_num and omp_get_num_teams in the body (a block, a body that
// is an atomic or a critical construct, a simd loop, an expression statement);
// parallel loops in the body, which the team's threads run (the body a block of
// team code and parallel loops, the body one parallel loop, collapse(2) with a
// continue); a teams region whose parallel region comes before its distribute
// loop; teams written apart from target.  Which team runs an iteration is the
// implementation's to say but with dist_schedule(static, C) (OpenMP 5.2 11.6.1:
// chunks of C, round robin): every iteration is checked to run once, on a team
// below omp_get_num_teams(), the chunked ones on their team.

#include <omp.h>
#include <stdio.h>

#define N 300
#define M 48
#define C 4

static int failed;

static void
check(const char *what, int i, long long got, long long want)
{
	if (got != want && failed++ < 20)
		printf("FAIL: %s[%d] = %lld, expected %lld\n", what, i, got, want);
}

/* Bodies of team code: API calls, atomic, critical and simd constructs. */
static void
team_code(void)
{
	static int team[N], nt[N], hits[N], simd[N], owner[N];
	int count[8] = {0}, teams = 0, ten = 10;
	long sum = 0;

#pragma omp target teams num_teams(5) map(tofrom: team, nt, hits, count, sum, simd, owner, teams) \
	map(to: ten)
	{
		int one = 1;
		if (omp_get_team_num() == 0)
			teams = omp_get_num_teams();
#pragma omp distribute
		for (int i = 0; i < N; i++) {
			team[i] = omp_get_team_num();
			nt[i] = omp_get_num_teams();
			hits[i] += one;
		}
#pragma omp distribute dist_schedule(static, C)
		for (int i = 0; i < N; i++)
#pragma omp atomic
			count[omp_get_team_num()] += 1;
#pragma omp distribute dist_schedule(static, C)
		for (int i = 0; i < N; i++)
#pragma omp critical
			{
				sum += omp_get_team_num() * 1000 + i;
			}
#pragma omp distribute firstprivate(ten)
		for (int i = 0; i < N; i++)
#pragma omp simd
			for (int j = 0; j < 3; j++)
				simd[i] = j + one + omp_get_num_teams() * ten++ * 0 + omp_get_num_teams() * 10;
#pragma omp distribute dist_schedule(static, C)
		for (int i = 0; i < N; i++)
			owner[i] = omp_get_team_num();
	}
	long want_sum = 0;
	int want_count[8] = {0};
	for (int i = 0; i < N; i++) {
		int t = i / C % teams;
		want_sum += t * 1000 + i;
		want_count[t]++;
		check("nt", i, nt[i], teams);
		check("hits", i, hits[i], 1);
		check("team below omp_get_num_teams()", i, team[i] >= 0 && team[i] < teams, 1);
		check("simd", i, simd[i], 3 + teams * 10);
		check("owner", i, owner[i], t);
	}
	for (int t = 0; t < 8; t++)
		check("count", t, count[t], want_count[t]);
	check("sum", 0, sum, want_sum);
}

/* Parallel loops in the distribute loop: the team's threads run them. */
static void
parallel_bodies(void)
{
	static int a[N][M], b[N][M], grid[6][5][M], team[N], threads[N], skipped[N];
	int tn[1] = {0}; /* a mapped scalar the team's code writes is refused here */

#pragma omp target teams num_teams(4) thread_limit(64) map(tofrom: a, b, grid, team, threads, skipped, tn)
	{
		if (omp_get_team_num() == 0)
			tn[0] = omp_get_num_teams();
#pragma omp distribute
		for (int i = 0; i < N; i++) {
			int row = i * M + omp_get_team_num() * 0;
			team[i] = omp_get_team_num();
#pragma omp parallel for
			for (int j = 0; j < M; j++)
				a[i][j] = row + j + (omp_get_thread_num() < omp_get_num_threads() ? 0 : 1000000);
			threads[i] = omp_get_num_threads();
		}
#pragma omp distribute dist_schedule(static, C)
		for (int i = 0; i < N; i++)
#pragma omp parallel for
			for (int j = 0; j < M; j++)
				b[i][j] = omp_get_team_num() + 1;
#pragma omp distribute collapse(2)
		for (int x = 0; x < 6; x++)
			for (int y = 0; y < 5; y++) {
				int t = omp_get_team_num() + 1;
				if ((x + y) % 4 == 3)
					continue;
#pragma omp parallel for
				for (int j = 0; j < M; j++)
					grid[x][y][j] += t;
			}
#pragma omp distribute
		for (int i = 0; i < N; i++) {
			if (i % 3 == 0)
				continue;
			skipped[i] += omp_get_team_num() + 1;
		}
	}
	int teams = tn[0];
	for (int i = 0; i < N; i++) {
		check("team below omp_get_num_teams()", i, team[i] >= 0 && team[i] < teams, 1);
		check("threads", i, threads[i], 1);
		check("skipped in range", i, i % 3 ? skipped[i] >= 1 && skipped[i] <= teams : skipped[i] == 0,
		      1);
		for (int j = 0; j < M; j++) {
			check("a", i * M + j, a[i][j], i * M + j);
			check("b", i * M + j, b[i][j], i / C % teams + 1);
		}
	}
	for (int x = 0; x < 6; x++)
		for (int y = 0; y < 5; y++)
			for (int j = 0; j < M; j++)
				check("grid", (x * 5 + y) * M + j,
				      (x + y) % 4 == 3 ? grid[x][y][j] == 0
				                       : grid[x][y][j] >= 1 && grid[x][y][j] <= teams &&
				                                 grid[x][y][j] == grid[x][y][0],
				      1);
}

/* A parallel region before the distribute loop, and teams written apart from
 * target. */
static void
apart(void)
{
	static int a[N], b[M], c[N];
	int tn[1] = {0}, teams;

#pragma omp target teams num_teams(3) thread_limit(32) map(tofrom: a, b, tn)
	{
#pragma omp parallel for
		for (int j = 0; j < M; j++)
			b[j] = j;
		if (omp_get_team_num() == 0)
			tn[0] = omp_get_num_teams();
#pragma omp distribute dist_schedule(static, C)
		for (int i = 0; i < N; i++)
			a[i] += omp_get_team_num() + 1;
	}
	teams = tn[0];
	for (int i = 0; i < N; i++)
		check("a", i, a[i], i / C % teams + 1);
	for (int j = 0; j < M; j++)
		check("b", j, b[j], j);
#pragma omp target map(tofrom: c, teams)
#pragma omp teams num_teams(6)
	{
		int base = 100;
		if (omp_get_team_num() == 0)
			teams = omp_get_num_teams();
#pragma omp distribute dist_schedule(static, 1)
		for (int i = 0; i < N; i++)
			c[i] = base + omp_get_team_num();
	}
	for (int i = 0; i < N; i++)
		check("c", i, c[i], 100 + i % teams);
}

int
main(void)
{
	team_code();
	parallel_bodies();
	apart();
	printf("%s\n", failed ? "FAIL" : "PASS");
	return failed != 0;
}
