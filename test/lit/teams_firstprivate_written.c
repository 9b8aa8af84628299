// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// A scalar declared outside the region and named without a clause is firstprivate on target
// and shared by the teams (OpenMP 5.2 5.1.1): written in a teams region with nested parallel
// regions, it gets a copy per team in shared memory that the team's threads share.  A global
// that is the iteration variable of a worksharing loop nested in a parallel region is private
// to the loop (5.1.1), so writing it there needs no copy.

#include <omp.h>

int g;

// CHECK-LABEL: __global__ void
// CHECK: o2c_fp<int> o2c_fp_x
// CHECK: __shared__ int x; /* firstprivate: a copy per team */
// CHECK: x = omp_get_team_num();
void f(int *a, int x)
{
#pragma omp target teams num_teams(4) map(tofrom: a[0:4])
	{
		x = omp_get_team_num();
#pragma omp parallel
		{
#pragma omp master
			x += 10;
		}
		a[omp_get_team_num()] = x;
	}
}

// CHECK-LABEL: __global__ void
// CHECK: int g = (int)(o2c_pv);
void h(int *a)
{
#pragma omp target map(tofrom: a[0:64])
#pragma omp parallel
#pragma omp for
	for (g = 0; g < 64; g++)
		a[g] *= 2;
}
