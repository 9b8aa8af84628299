// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// private(a) on a parallel region nested in target teams, of an array the
// target region maps: each thread of each team has its own array, on the
// GPU and in the host fallback (which receives the array as a pointer).

#include <omp.h>
#include <stdio.h>

#define TEAMS 2
#define THREADS 4

int
main(void)
{
	double a[4] = {1, 2, 3, 4};
	double out[TEAMS * THREADS] = {0};
	int bad = 0;

#pragma omp target teams num_teams(TEAMS) map(tofrom: out) map(to: a)
	{
#pragma omp parallel num_threads(THREADS) private(a)
		{
			int t = omp_get_thread_num();
			for (int k = 0; k < 4; k++)
				a[k] = t * 10 + k;
			out[omp_get_team_num() * THREADS + t] = a[3] + (double)sizeof a;
		}
	}
	for (int i = 0; i < TEAMS * THREADS; i++)
		if (out[i] != (i % THREADS) * 10 + 3 + 32) {
			printf("out[%d] = %g\n", i, out[i]);
			bad = 1;
		}
	if (a[0] != 1 || a[3] != 4) {
		printf("a changed: %g %g\n", a[0], a[3]);
		bad = 1;
	}
	printf("%s\n", bad ? "FAIL" : "PASS");
	return bad;
}
