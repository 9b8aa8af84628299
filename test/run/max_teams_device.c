// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: %omp2cuda -O2 %s -o %t && env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// CHECK: PASS
// omp_get_max_teams (OpenMP 5.1 3.4.4) in device code answers the
// device's nteams-var: an upper bound on the teams of a later teams
// construct without num_teams, where it is positive.  On the GPU it is 0
// (no bound), in a target region without teams (one block) and in one
// with teams alike; the host fallback answers the host's.

#include <omp.h>
#include <stdio.h>

#pragma omp declare target
static int
bound(void)
{
	return omp_get_max_teams();
}
#pragma omp end declare target

int
main(void)
{
	int max = -1, max_fn = -1, max_teams = -1, teams = 0, host = 1, bad = 0;

#pragma omp target map(tofrom: max, max_fn, host)
	{
		max = omp_get_max_teams();
		max_fn = bound();
		host = omp_is_initial_device();
	}
#pragma omp target teams map(tofrom: teams, max_teams)
	if (omp_get_team_num() == 0) {
		teams = omp_get_num_teams();
		max_teams = omp_get_max_teams();
	}
	bad |= max < 0 || max_fn != max || max_teams != max;
	bad |= max > 0 && teams > max;
	bad |= !host && max != 0; /* the device's nteams-var keeps its 0 */
	if (bad)
		printf("FAIL: max %d (function %d, in teams %d), %d teams, host %d\n", max, max_fn,
		       max_teams, teams, host);
	else
		printf("PASS\n");
	return 0;
}
