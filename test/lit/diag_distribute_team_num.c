// RUN: not %omp2cuda --emit-cuda %s -o /dev/null 2>&1 | FileCheck %s
// A distribute loop whose bounds or step call omp_get_team_num(): each team
// would compute its own loop, where OpenMP divides one loop, the same in every
// team, among the teams.  Written directly or through macros, a located error.
// A team's own worksharing loop over such rows is conforming (run/team_number_bounds.c).

#include <omp.h>

#define ISTART omp_get_team_num()
#define IINC omp_get_num_teams()

void
f(int n, float *a)
{
	// CHECK: diag_distribute_team_num.c:[[@LINE+2]]:15: error: a bound or step of the loop of '#pragma omp target teams distribute parallel for' calls omp_get_team_num(): every team would have its own loop
#pragma omp target teams distribute parallel for num_teams(n) thread_limit(1) map(tofrom: a[0:n])
	for (int i = ISTART; i < n; i += IINC)
		a[i] += 1;
	// CHECK: diag_distribute_team_num.c:[[@LINE+2]]:34: error: a bound or step of the loop of '#pragma omp target teams distribute' calls omp_get_team_num()
#pragma omp target teams distribute map(tofrom: a[0:n])
	for (int i = 0; i < n; i += 1 + omp_get_team_num())
		a[i] += 1;
#pragma omp target teams map(tofrom: a[0:n])
	{
		// CHECK: diag_distribute_team_num.c:[[@LINE+2]]:16: error: a bound or step of the loop of '#pragma omp target teams distribute parallel for' calls omp_get_team_num()
#pragma omp distribute parallel for
		for (int i = omp_get_team_num(); i < n; i++)
			a[i] += 1;
	}
}
