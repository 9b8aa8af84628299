// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// CHECK: PASS
// Loops of a teams region whose start and step are the team's number and
// the number of teams, written directly and through macros (HeCBench
// frna and prna: `#define ISTART omp_get_team_num()`, `#define IINC
// omp_get_num_teams()`): the bounds of a worksharing loop that a macro
// writes as a call are copied as the call (frontend/cx_expr.c
// rebuilt_call), like those written out.  Each team takes the rows
// i = team, team + teams, ... and its threads share them; every row is
// done exactly once, by a team whose number is the row's modulo the
// number of teams, however many teams there are.

#include <omp.h>
#include <stdio.h>

#define ISTART omp_get_team_num()
#define IINC omp_get_num_teams()
#define SCALE(x) (2 * (x))
#define N 1000

static int
scaled(int k)
{
	return k;
}

int
main(void)
{
	static int done[N], team[N], twice[N], nteams[N];
	int n = N, bad = 0;

#pragma omp target teams num_teams(8) thread_limit(64) map(tofrom: done, team, nteams)
	{
#pragma omp parallel
		{
#pragma omp for
			for (int i = ISTART; i < n; i += IINC) {
				done[i] += 1;
				team[i] = omp_get_team_num();
				nteams[i] = omp_get_num_teams();
			}
		}
	}
#pragma omp target teams num_teams(4) thread_limit(32) map(tofrom: twice)
	{
#pragma omp parallel
		{
#pragma omp for
			for (int i = scaled(ISTART); i < SCALE(n / 2); i += IINC)
				twice[i] += 2;
		}
	}
	for (int i = 0; i < N; i++) {
		if (done[i] != 1 || nteams[i] < 1 || team[i] != i % nteams[i])
			bad++;
		if (twice[i] != 2)
			bad++;
	}
	printf("%s (%d wrong)\n", bad ? "FAIL" : "PASS", bad);
	return bad != 0;
}
