// RUN: %omp2cuda --explain %s | FileCheck %s
// A function device code calls that calls omp_get_max_teams, which the
// device header answers from the grid's blocks, keeps every teams kernel
// of the file on blocks (lowering/team.c): with teams on warps there are
// more teams than blocks.

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
	// CHECK: teams on warps: a team is a block: a function device code calls calls omp_get_max_teams, which answers from the blocks
#pragma omp target teams distribute map(tofrom: a[0:n * 32])
	for (int i = 0; i < n; i++) {
		int c = cap();
#pragma omp parallel for
		for (int j = 0; j < 32; j++)
			a[i * 32 + j] += c;
	}
}
