// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
#include <omp.h>
// OpenMP constructs in functions a target region calls: a parallel
// construct runs with a team of one thread (its loop variable and private
// list items get copies), an orphaned distribute called from a teams
// region's team code deals iterations to the teams (blocks).

#pragma omp declare target
int k;
#pragma omp end declare target

// The CHECK lines stand before each function, whose copy in the .cu file
// would hold them.
// CHECK-LABEL: __device__ void
// CHECK-NEXT: work(int *a, int n)
// CHECK: /* #pragma omp parallel for: a team of one thread */
// CHECK-NEXT: { int t; int k; for (k = 0; k < n; k++) {
// CHECK-NEXT: t = k;
// CHECK-NEXT: a[k] = t;
// CHECK-NEXT: } }
// CHECK-NEXT: a[0] = 0 /* omp_get_thread_num(): a team of one thread */;
void
work(int *a, int n)
{
	int t = 0;
#pragma omp parallel for private(t)
	for (k = 0; k < n; k++) {
		t = k;
		a[k] = t;
	}
	a[0] = omp_get_thread_num();
}

// CHECK-LABEL: __device__ void
// CHECK-NEXT: deal(int *a, int n)
// CHECK: /* #pragma omp distribute: iterations dealt to the teams */
// CHECK-NEXT: { unsigned long long o2c_dk = 0; for (int i = 0; i < n; i++) if (o2c_dk++ % gridDim.x == blockIdx.x) { {
// CHECK-NEXT: a[i] = i;
// CHECK-NEXT: } } }
// CHECK-NEXT: /* #pragma omp distribute: iterations dealt to the teams */
// CHECK-NEXT: { unsigned long long o2c_dk = 0; for (int i = 0; i < n; i++)
// CHECK-NEXT: if (o2c_dk++ / ( 4) % gridDim.x == blockIdx.x) { a[i] += 1; } }
void
deal(int *a, int n)
{
#pragma omp distribute
	for (int i = 0; i < n; i++) {
		a[i] = i;
	}
#pragma omp distribute dist_schedule(static, 4)
	for (int i = 0; i < n; i++)
		a[i] += 1;
}

// A loop body that is a construct: the guard goes around the atomic operation
// the construct becomes.
// CHECK-LABEL: __device__ void
// CHECK-NEXT: count(int *c, int n)
// CHECK: /* #pragma omp distribute: iterations dealt to the teams */
// CHECK-NEXT: { unsigned long long o2c_dk = 0; for (int i = 0; i < n; i++)
// CHECK-NEXT: if (o2c_dk++ % gridDim.x == blockIdx.x) { o2c_atomic_update<O2C_RED_ADD>(&(c[omp_get_team_num()]), (int)(1)); /* #pragma omp atomic */
// CHECK-NEXT: } }
void
count(int *c, int n)
{
#pragma omp distribute
	for (int i = 0; i < n; i++)
#pragma omp atomic
		c[omp_get_team_num()] += 1;
}

void
f(int *a, int n)
{
#pragma omp target map(tofrom: a[0:n])
	work(a, n);
#pragma omp target teams num_teams(8) map(tofrom: a[0:n])
	deal(a, n);
#pragma omp target teams num_teams(8) map(tofrom: a[0:8])
	count(a, n);
}
