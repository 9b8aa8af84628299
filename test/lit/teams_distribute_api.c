// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// RUN: not %omp2cuda -DBAD %s 2>&1 | FileCheck %s --check-prefix=BAD
// A distribute construct in the team code of a teams region whose loop calls
// device API routines and holds other constructs: the guard that runs a
// team's iterations and the braces of the loop's copies go around what the
// kernel prints apart: an atomic construct that is the loop's body, the API
// calls, and a parallel loop, around which every thread of the block runs the
// loop and the guard.  (The CHECK lines stand outside the regions, whose code
// the kernels copy.)
#include <omp.h>

// CHECK-LABEL: o2c_teams_distribute_api_{{[0-9]+}}(int n, int *count, int *team,
// CHECK: /* #pragma omp distribute: iterations dealt to the teams */
// CHECK-NEXT: { unsigned long long o2c_dk = 0; for (int i = 0; i < n; i++)
// CHECK-NEXT: if (o2c_dk++ % gridDim.x == blockIdx.x) { o2c_atomic_update<O2C_RED_ADD>(&(count[omp_get_team_num()]), (int)(one)); /* #pragma omp atomic */
// CHECK-NEXT: #line
// CHECK-NEXT: } }
// CHECK-NEXT: /* #pragma omp distribute: iterations dealt to the teams */
// CHECK-NEXT: { unsigned long long o2c_dk = 0; for (int i = 0; i < n; i++)
// CHECK-NEXT: if (o2c_dk++ / ( 2) % gridDim.x == blockIdx.x) { team[i] = omp_get_team_num() * 100 + omp_get_num_teams(); } }
void
api(int *count, int *team, int n)
{
#pragma omp target teams num_teams(4) map(tofrom: count[0:4], team[0:n])
	{
		int one = 1;
#pragma omp distribute
		for (int i = 0; i < n; i++)
#pragma omp atomic
			count[omp_get_team_num()] += one;
#pragma omp distribute dist_schedule(static, 2)
		for (int i = 0; i < n; i++)
			team[i] = omp_get_team_num() * 100 + omp_get_num_teams();
	}
}

// CHECK-LABEL: o2c_teams_distribute_api_{{[0-9]+}}(int n, int *a, int m,
// CHECK: 1; /* one per thread, the same on every thread */
// CHECK-NEXT: { unsigned long long o2c_dk = 0;
// CHECK-NEXT: #line
// CHECK-NEXT: for (int i = 0; i < n; i++)
// CHECK-NEXT: if (o2c_dk++ % gridDim.x == blockIdx.x) { {
// CHECK-NEXT: __syncthreads();
// CHECK: if (threadIdx.x == 0) { /* the team's initial thread */
// CHECK-NEXT: #line
// CHECK-NEXT: a[i * m] = omp_get_team_num();
// CHECK: { /* #pragma omp parallel for */
// CHECK: a[i * m + j] = base + j;
// CHECK: o2c_barrier();
// CHECK-NEXT: }
// CHECK-NEXT: } } }
// CHECK-NEXT: o2c_kernel_done(o2c_done);
void
parallel(int *a, int n, int m)
{
#pragma omp target teams num_teams(4) map(tofrom: a[0:n * m])
	{
		int base = 1;
#pragma omp distribute
		for (int i = 0; i < n; i++) {
			a[i * m] = omp_get_team_num();
#pragma omp parallel for
			for (int j = 1; j < m; j++)
				a[i * m + j] = base + j;
		}
	}
}

#ifdef BAD
void
copies(int *a, int n, int m)
{
	int t = 0;
#pragma omp target teams num_teams(4) map(tofrom: a[0:n * m])
	{
		int base = 1;
		// BAD: :[[@LINE+1]]:1: error: 'private' on '#pragma omp distribute' in a teams region whose loop holds '#pragma omp parallel for' (line [[@LINE+4]]) is not supported yet: every thread of the team runs the loop, and each would have its own copy
#pragma omp distribute private(t)
		for (int i = 0; i < n; i++) {
			t = i * m;
#pragma omp parallel for
			for (int j = 0; j < m; j++)
				a[t + j] = base;
		}
	}
}
#endif
