// RUN: %omp2cuda --explain %s 2>&1 | FileCheck %s --check-prefix=EXPLAIN
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s --check-prefix=CUDA
// RUN: not %omp2cuda --emit-cuda -DBOTH %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=BOTH
// RUN: not %omp2cuda --emit-cuda -DSOLO %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=SOLO
// Device API calls in functions a combined loop calls: the block's
// threads answer them in target teams distribute parallel for, the grid's
// in target parallel for; the kernel lists them among its own calls, so
// that no launch shape that changes the answer is chosen (the blocks
// keep their size).  A function called from both kinds has no one answer,
// nor one called in a loop's iteration and in a parallel region nested
// there (a team of one thread).
#include <omp.h>

#pragma omp declare target
int
tid(void)
{
	return omp_get_thread_num();
}

int
gtid(void)
{
	// CUDA-LABEL: gtid{{[(]}}void)
	// CUDA: return (int)((unsigned long long)blockIdx.x * blockDim.x + threadIdx.x) /* omp_get_thread_num{{[(][)]}}: target parallel for: the grid's threads are its one team */;
	return omp_get_thread_num();
}

int
team(void)
{
	// CUDA: return omp_get_team_num{{[(][)]}} + 0 * tid();
	return omp_get_team_num() + 0 * tid();
}

int
block_team(void)
{
	return omp_get_team_num();
}
#pragma omp end declare target

void
f(int *a, int n)
{
	// EXPLAIN: [[@LINE+1]]:1: #pragma omp target teams distribute parallel for
#pragma omp target teams distribute parallel for map(from: a[0:n])
	for (int i = 0; i < n; i++)
		a[i] = team();
	// EXPLAIN: small trip counts: blocks keep their size: the region calls omp_get_thread_num, whose answer depends on the block size
	// EXPLAIN: omp_get_thread_num() at 18:9: in a function the loop calls, answered there: the device header answers it
	// EXPLAIN: omp_get_team_num() at 33:9: in a function the loop calls, answered there: the device header answers it

	// EXPLAIN: [[@LINE+1]]:1: #pragma omp target parallel for
#pragma omp target parallel for map(from: a[0:n])
	for (int i = 0; i < n; i++)
		a[i] = gtid();
	// EXPLAIN: omp_get_thread_num() at 26:9: in a function the loop calls, answered there: target parallel for: the grid's threads are its one team
}

void
h(int *a, float (*x)[64], int n)
{
	// EXPLAIN: [[@LINE+1]]:1: #pragma omp target teams distribute
#pragma omp target teams distribute map(from: a[0:n]) map(to: x[0:n])
	for (int i = 0; i < n; i++) {
		float acc = 0;
		a[i] = block_team();
#pragma omp parallel for reduction(+: acc)
		for (int j = 0; j < 64; j++)
			acc += x[i][j];
		a[i] += (int)acc;
	}
	// EXPLAIN: teams on warps: a team is a block: omp_get_team_num() at 39:9, in a function the region calls, answers from the block
}

#ifdef BOTH
void
g(int *a, int n)
{
	// BOTH: :18:9: error: 'omp_get_thread_num' in a function called from a target region is not supported yet where its calls' contexts differ
#pragma omp target parallel for map(from: a[0:n])
	for (int i = 0; i < n; i++)
		a[i] = tid();
}
#endif

#ifdef SOLO
int
lane_or_solo(void)
{
	// SOLO: :[[@LINE+1]]:9: error: 'omp_get_thread_num' in a function called from a target region is not supported yet where its calls' contexts differ
	return omp_get_thread_num();
}

void
k(int *a, int n)
{
#pragma omp target teams distribute parallel for map(from: a[0:2 * n])
	for (int i = 0; i < n; i++) {
		a[i] = lane_or_solo();
#pragma omp parallel
		a[n + i] = lane_or_solo();
	}
}
#endif
