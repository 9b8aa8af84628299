// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// A distribute construct in the sequential part of a teams region, among
// the team's other code (OpenMP 5.2 11.6): the teams share its iterations,
// each team's initial thread running its own; with a private variable, with
// collapse(2) and a dist_schedule chunk, and in a teams region written
// apart from its target construct.  Every iteration runs once.

#include <stdio.h>

#define N 1000

int
main(void)
{
	static int a[N], grid[40][25], b[N];
	int teams = -1, ok = 1;
	double tmp = 0;

#pragma omp target teams num_teams(4) map(tofrom: a, teams)
	{
		int base = 1;
		teams = 4;
#pragma omp distribute private(tmp)
		for (int i = 0; i < N; i++) {
			tmp = i * 0.5;
			a[i] += (int)(tmp * 2) + base;
		}
	}
#pragma omp target teams num_teams(3) map(from: grid)
	{
		int off = 0;
#pragma omp distribute collapse(2) dist_schedule(static, 4)
		for (int i = 0; i < 40; i++)
			for (int j = 0; j < 25; j++)
				grid[i][j] = i * 25 + j + off;
	}
#pragma omp target map(tofrom: b)
	{
#pragma omp teams num_teams(5)
		{
			int two = 2;
#pragma omp distribute
			for (int i = 0; i < N; i++)
				b[i] += two;
		}
	}
	for (int i = 0; i < N; i++)
		ok &= a[i] == i + 1 && b[i] == 2 && grid[i / 25][i % 25] == i;
	printf("%d %d %d %d\n", a[N - 1], b[0], grid[39][24], teams);
	printf("%s\n", ok && teams == 4 ? "PASS" : "FAIL");
	return !ok;
}
