// RUN: not %omp2cuda --emit-cuda %s -o /dev/null 2>&1 | FileCheck %s
// A variable from outside a teams region (one copy per team, which its
// threads share) written by the threads of a nested parallel region:
// every thread writes the one copy, a data race unless one thread alone
// does, which the message says.
#include <omp.h>

void
f(const int *a, int *out, int n)
{
#pragma omp target teams num_teams(2) thread_limit(32) map(to: a[0:n]) map(from: out[0:64])
	{
#pragma omp parallel
		{
			// CHECK: :[[@LINE+1]]:4: error: 'a' is declared outside the target region: {{.*}} is not supported yet (here every thread of a parallel region that runs the write writes the shared copy: a data race, OpenMP 5.2 1.4.1, unless one thread alone does; declare a copy of it in the parallel region)
			a--;
			out[omp_get_team_num() * 32 + omp_get_thread_num()] = a[n];
		}
	}
}
