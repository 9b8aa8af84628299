// RUN: %omp2cuda --explain %s | FileCheck %s
// A function device code calls that calls omp_get_max_teams leaves the
// teams kernels of the file on warps (lowering/team.c): the device header
// answers the device's nteams-var, 0, whatever the grid.

#include <omp.h>

#pragma omp declare target
static int
cap(void)
{
	return omp_get_max_teams();
}
#pragma omp end declare target

void
f(int *a, int n)
{
	// CHECK: teams on warps: a team is a warp
#pragma omp target teams distribute map(tofrom: a[0:n * 32])
	for (int i = 0; i < n; i++) {
		int c = cap();
#pragma omp parallel for
		for (int j = 0; j < 32; j++)
			a[i * 32 + j] += c;
	}
}
