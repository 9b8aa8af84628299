// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// A function template instantiated for two types whose target teams region
// has a parallel region calling the OpenMP API: each instantiation's
// kernel has its own team size and nesting level (the regions of the two
// instantiations have the same text).  Each team's threads count
// themselves; the count must equal omp_get_num_threads(), and
// omp_get_level() is 1 inside the parallel region, 0 outside it.
#include <omp.h>
#include <stdio.h>

template <typename T>
int
team_api(T *out, int teams)
{
	int bad = 0;
	for (int t = 0; t < teams; t++)
		out[t] = (T)1; /* num_teams is at most: a team that does not run leaves it */
#pragma omp target teams num_teams(teams) thread_limit(64) map(tofrom: out[0:teams], bad)
	{
		int count = 0;
		int level0 = omp_get_level();
#pragma omp parallel
		{
#pragma omp atomic
			count++;
#pragma omp barrier
			if (omp_get_thread_num() == 0) {
				if (count != omp_get_num_threads() || omp_get_level() != 1 || level0 != 0) {
#pragma omp atomic
					bad++;
				}
				out[omp_get_team_num()] = (T)count;
			}
		}
	}
	for (int t = 0; t < teams; t++)
		bad += !(out[t] >= 1 && out[t] <= 64);
	return bad;
}

int
main(void)
{
	int a[8];
	double b[8];
	int bad = team_api(a, 8) + team_api(b, 8);
	printf("%s (%d wrong)\n", bad ? "FAIL" : "PASS", bad);
	return bad != 0;
}
