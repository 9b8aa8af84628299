// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// The bounds and step of a target region's loop that macros write as
// calls (HeCBench frna and prna: `#define ISTART omp_get_team_num()`,
// `#define IINC omp_get_num_teams()`) are rebuilt from the AST as the
// calls, with their arguments, and copied like bounds written out; a
// call of a member function or through a pointer is not rebuilt (its
// name alone would not name it).  (omp_get_team_num() in a distribute
// loop's bounds is an error: diag_distribute_team_num.c.)
#include <omp.h>

#define ISTART omp_get_team_num()
#define IINC omp_get_num_teams()
#define LAST(n) last_of(n, 2)

#pragma omp declare target
static int
last_of(int n, int k)
{
	return n - k;
}
#pragma omp end declare target

void
f(int n, int *a)
{
	// CHECK-LABEL: __global__ void
	// CHECK: /* i: int from 0 while < n; by (omp_get_num_teams()) */
#pragma omp target teams distribute parallel for num_teams(n) thread_limit(1) map(tofrom: a[0:n])
	for (int i = 0; i < n; i += IINC)
		a[i] += 1;
	// CHECK-LABEL: __global__ void
	// CHECK: /* i: int from 0 while < last_of(n, ((int)2ll)); by 1 */
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	for (int i = 0; i < LAST(n); i++)
		a[i] += 1;
	// CHECK-LABEL: __global__ void
	// CHECK: /* i: int from omp_get_team_num() while < n; by (omp_get_num_teams()) */
#pragma omp target teams num_teams(4) map(tofrom: a[0:n])
#pragma omp parallel
#pragma omp for
	for (int i = ISTART; i < n; i += IINC)
		a[i] += 1;
}
