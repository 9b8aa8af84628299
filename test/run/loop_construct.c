// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// The loop construct in target regions, by its binding: in a teams region
// the teams divide the iterations and each team's threads share its part
// (as distribute parallel for, also written out here, after team code);
// in a parallel region its threads share them; bound to the thread, each
// thread runs the whole loop.

#include <omp.h>
#include <stdio.h>

#define N 1000
#define T 4

int
main(void)
{
	int a[N], b[N], c[N], sum = 0, teams = 0, bad = 0;
	int per_thread[T][16];

	for (int i = 0; i < N; i++)
		a[i] = i;
#pragma omp target teams num_teams(T) map(tofrom: b, teams) map(to: a)
	{
		int twice[4];
		for (int k = 0; k < 4; k++)
			twice[k] = 2 * k;
#pragma omp loop
		for (int i = 0; i < N; i++)
			b[i] = a[i] + twice[2];
		if (omp_get_team_num() == 0)
			teams = omp_get_num_teams();
	}
#pragma omp target teams num_teams(T) map(tofrom: c) map(to: a)
	{
#pragma omp distribute parallel for
		for (int i = 0; i < N; i++)
			c[i] = 3 * a[i];
	}
#pragma omp target parallel num_threads(8) map(tofrom: sum) map(to: a)
	{
#pragma omp loop reduction(+: sum)
		for (int i = 0; i < N; i++)
			sum += a[i];
	}
#pragma omp target teams num_teams(T) thread_limit(1) map(tofrom: per_thread)
	{
		int mine[16];
#pragma omp loop bind(thread)
		for (int k = 0; k < 16; k++)
			mine[k] = k * k;
		for (int k = 0; k < 16; k++)
			per_thread[omp_get_team_num()][k] = mine[k];
	}
	for (int i = 0; i < N; i++)
		bad += b[i] != i + 4 || c[i] != 3 * i;
	for (int t = 0; t < teams && t < T; t++)
		for (int k = 0; k < 16; k++)
			bad += per_thread[t][k] != k * k;
	if (bad || sum != N * (N - 1) / 2 || teams < 1 || teams > T) {
		printf("FAIL: %d wrong, sum %d, %d teams\n", bad, sum, teams);
		return 1;
	}
	printf("PASS\n");
	return 0;
}
