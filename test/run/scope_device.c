// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// scope constructs (OpenMP 5.1/5.2 11.2) in parallel regions of target regions: every thread
// runs the block, with private copies of its own; a worksharing loop in a scope shares its
// iterations among the team's threads; the barrier at the end of a scope (none with nowait)
// makes the team's writes visible.

#include <omp.h>
#include <stdio.h>

#define N 1000
#define NT 3

static int
in_target_parallel(void)
{
	int total = 0, t = -7, hits[64] = {0}, nth = 0;

#pragma omp target parallel num_threads(64) map(tofrom: total, hits, nth)
	{
#pragma omp scope private(t)
		{
			t = omp_get_thread_num();
			hits[t] = t + 1;
#pragma omp for
			for (int i = 0; i < N; i++) {
#pragma omp atomic update
				total += i;
			}
		}
		/* the scope's barrier: every thread's hit is written */
		int mine = omp_get_thread_num(), others = 0;
		for (int k = 0; k < omp_get_num_threads(); k++)
			others += hits[k] == k + 1;
		if (mine == 0)
			nth = others == omp_get_num_threads() ? others : -others;
	}
	return total != N * (N - 1) / 2 || t != -7 || nth <= 0;
}

static int
in_teams(void)
{
	int sums[NT] = {0}, t = -1;

#pragma omp target teams num_teams(NT) map(tofrom: sums)
	{
		int team = omp_get_team_num();
#pragma omp parallel num_threads(32)
		{
#pragma omp scope private(t) nowait
			{
				t = omp_get_thread_num() + 1;
#pragma omp atomic
				sums[team] += t;
			}
#pragma omp scope
			{
#pragma omp for
				for (int i = 0; i < 100; i++)
#pragma omp atomic
					sums[team] += 1000;
			}
		}
	}
	for (int k = 0; k < NT; k++)
		if (sums[k] < 100000 || sums[k] % 1000 == 0)
			return 1;
	return t != -1;
}

int
main(void)
{
	int e1 = in_target_parallel(), e2 = in_teams();

	printf("%s %d %d\n", e1 || e2 ? "FAIL" : "PASS", e1, e2);
	return e1 || e2;
}
