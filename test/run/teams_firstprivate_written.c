// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// Scalars declared outside target regions, named there without a clause (firstprivate on
// target, shared by a team's threads), written in teams regions with nested parallel regions:
// each team sees its own writes and those of its parallel regions' threads, and the host's
// variables keep their values.  A global is the iteration variable of a worksharing loop in
// a parallel region nested in target, and of one in target teams.

#include <omp.h>
#include <stdio.h>

#define NT 4
#define N 1024

int gi;

static int
team_copies(void)
{
	int x = 5, bad = 0, res[NT], ran[NT];

	for (int t = 0; t < NT; t++)
		res[t] = ran[t] = 0;
#pragma omp target teams num_teams(NT) thread_limit(64) map(tofrom: res, ran)
	{
		int t = omp_get_team_num(), nth = 0;
		x = 100 * t;
#pragma omp parallel
		{
			int seen = x;
#pragma omp barrier
#pragma omp master
			{
				nth = omp_get_num_threads();
				x += seen == 100 * omp_get_team_num() ? 1 : 1000;
			}
#pragma omp barrier
			if (x != 100 * omp_get_team_num() + 1)
#pragma omp atomic
				res[omp_get_team_num()] += 1000;
		}
		x *= 2;
#pragma omp parallel
#pragma omp for
		for (int k = 0; k < 8; k++)
			if (k == 3)
				x += 7;
		if (t < NT) {
			res[t] += x;
			ran[t] = nth > 0;
		}
	}
	for (int t = 0; t < NT; t++)
		if (ran[t] && res[t] != 2 * (100 * t + 1) + 7) {
			printf("team %d: %d\n", t, res[t]);
			bad = 1;
		}
	return bad || x != 5 || !ran[0];
}

static int
distribute_copies(void)
{
	int s = 3, out[N / 8];

#pragma omp target teams distribute num_teams(NT) map(from: out)
	for (int i = 0; i < N / 8; i++) {
		s = i;
#pragma omp parallel
		{
#pragma omp single
			s += 1;
		}
		out[i] = s;
	}
	for (int i = 0; i < N / 8; i++)
		if (out[i] != i + 1)
			return 1;
	return s != 3;
}

static int
loop_globals(void)
{
	int arr[N], bad = 0;

	for (gi = 0; gi < N; gi++)
		arr[gi] = gi;
#pragma omp target map(tofrom: arr)
#pragma omp parallel
#pragma omp for
	for (gi = 0; gi < N; gi++)
		arr[gi] = arr[gi] * 2;
#pragma omp target teams num_teams(1) map(tofrom: arr)
#pragma omp parallel
#pragma omp for
	for (gi = 0; gi < N; gi++)
		arr[gi] += 1;
	for (gi = 0; gi < N; gi++)
		bad |= arr[gi] != 2 * gi + 1;
	return bad;
}

int
main(void)
{
	int e1 = team_copies(), e2 = distribute_copies(), e3 = loop_globals();

	printf("%s %d %d %d\n", e1 || e2 || e3 ? "FAIL" : "PASS", e1, e2, e3);
	return e1 || e2 || e3;
}
