// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// RUN: not %omp2cuda --emit-cuda -DCOUNT %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERR
// A function called by the threads of a parallel region with num_threads
// in a teams region: they are the block's first threads, thread k on
// threadIdx.x k, so omp_get_thread_num() stays for the device header;
// their number is the clause's, which the function cannot see: an error.
// The checks stand outside the function, whose text the .cu file copies.
#include <omp.h>

// CHECK-LABEL: void place(int *slot, int work)
// CHECK: int team = omp_get_team_num(), me = omp_get_thread_num();
void place(int *slot, int work)
{
	int team = omp_get_team_num(), me = omp_get_thread_num();
	if (me < work)
		slot[team * 64 + me] = 1;
#ifdef COUNT
	// ERR: :[[@LINE+1]]:20: error: 'omp_get_num_threads' in a function called from a target region is not supported yet
	slot[team * 64] = omp_get_num_threads();
#endif
}

void f(int *slot, int n, int work)
{
#pragma omp target teams num_teams(4) map(tofrom: slot[0:256])
	{
#pragma omp parallel num_threads(n)
		place(slot, work);
	}
}
