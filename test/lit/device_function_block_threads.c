// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// RUN: not %omp2cuda --emit-cuda -DMIXED %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERR
// A function every call of which is made by the threads of a parallel
// region on the block's threads: omp_get_thread_num() and
// omp_get_num_threads() stay for the device header (threadIdx.x,
// blockDim.x), its barrier is __syncthreads().  A call from elsewhere
// (the team's code, a parallel region with num_threads) keeps the error.
#include <omp.h>

// CHECK-LABEL: step(int *s)
void
step(int *s)
{
	// CHECK: int me = omp_get_thread_num(), n = omp_get_num_threads();
	int me = omp_get_thread_num(), n = omp_get_num_threads();
	s[me] = n;
	// CHECK: o2c_barrier(); /* #pragma omp barrier: every call is made by the threads of a parallel region, the block's threads */
	// ERR: :[[@LINE+1]]:1: error: '#pragma omp barrier' outside a parallel construct of its function
#pragma omp barrier
	s[me] += s[(me + 1) % n];
}

void
f(int *a)
{
#pragma omp target teams num_teams(2) thread_limit(32) map(tofrom: a[0:64])
	{
		int s[32];
#pragma omp parallel
		{
			step(s);
			a[omp_get_team_num() * 32 + omp_get_thread_num()] = s[omp_get_thread_num()];
		}
#ifdef MIXED
#pragma omp parallel num_threads(16)
		step(s);
#endif
	}
}
