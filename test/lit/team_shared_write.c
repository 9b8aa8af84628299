// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s --check-prefix=HOST
// A pointer from outside a teams region (one copy per team, which its
// threads share) that every thread of a nested parallel region steps
// back, then reads through: the race on the one copy leaves the result
// unspecified (OpenMP 5.2 1.4.1), and each thread keeps its own copy, as
// the code means (frontend/thread_views.c); the fallback's directive makes
// it firstprivate.  The writes omp2cuda refuses: diag_thread_views.c.
#include <omp.h>

void
f(const int *a, int *out, int n)
{
	// CHECK: __global__ void
	// CHECK: a--;
	// CHECK-NEXT: out[omp_get_team_num() * 32 + omp_get_thread_num()] = a[n];
	// HOST: #pragma omp parallel {{.*}}firstprivate(a) /* each thread's own */
#pragma omp target teams num_teams(2) thread_limit(32) map(to: a[0:n + 1]) map(from: out[0:64])
	{
#pragma omp parallel
		{
			a--;
			out[omp_get_team_num() * 32 + omp_get_thread_num()] = a[n];
		}
	}
}
