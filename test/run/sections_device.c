// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: %omp2cuda -O2 %s -o %t && env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s --check-prefix=CUDA
// CHECK: PASS
// sections constructs in kernels: each section's block runs once, on one
// thread of the team (section k on thread k modulo the team's size, also
// where the team is smaller than the sections), with
// each thread's private and firstprivate copies; the team meets the
// construct's barrier unless nowait; parallel sections; a team of one
// thread (a target region, a nested parallel region) runs every section.
// CUDA: if ((int)threadIdx.x == 0 % o2c_nthreads) { /* the section's thread */
// CUDA: if ((int)threadIdx.x == 6 % o2c_nthreads) { /* the section's thread */
// CUDA: __syncthreads(); /* the sections construct's barrier */
// CUDA: { /* #pragma omp parallel sections */ /* every thread meets it */
// CUDA: { /* #pragma omp section */ /* its team is one thread */
#include <omp.h>
#include <stdio.h>

int main(void)
{
	int ran[7] = {0}, thread[7], bad = 0, base = 40, sum = 0;
	int order[4] = {0}, one[3] = {0}, nested[2] = {0};

	/* seven sections on a team of 3 threads */
#pragma omp target teams num_teams(1) thread_limit(3) map(tofrom: ran, thread, sum) map(to: base)
#pragma omp parallel num_threads(3)
	{
		int mine;
#pragma omp sections private(mine) firstprivate(base)
		{
#pragma omp section
			{ mine = 0; base += mine; ran[0]++; thread[0] = omp_get_thread_num(); }
#pragma omp section
			{ mine = 1; ran[1]++; thread[1] = omp_get_thread_num(); }
#pragma omp section
			{ ran[2]++; thread[2] = omp_get_thread_num(); }
#pragma omp section
			{ ran[3]++; thread[3] = omp_get_thread_num(); }
#pragma omp section
			{ ran[4]++; thread[4] = omp_get_thread_num(); }
#pragma omp section
			{ ran[5]++; thread[5] = omp_get_thread_num(); }
#pragma omp section
			{ ran[6] += base; thread[6] = omp_get_thread_num(); }
		}
		/* the barrier: every section has run */
		if (omp_get_thread_num() == 2) {
			for (int k = 0; k < 7; k++)
				sum += ran[k];
		}
	}
	for (int k = 0; k < 7; k++)
		bad += ran[k] != (k == 6 ? 40 : 1) || thread[k] < 0 || thread[k] >= 3;
	bad += sum != 46;

	/* parallel sections; sections with nowait, then a barrier */
#pragma omp target teams num_teams(1) map(tofrom: order)
#pragma omp parallel sections
	{
#pragma omp section
		order[0] = 1;
#pragma omp section
		order[1] = 2;
	}
#pragma omp target parallel map(tofrom: order)
	{
#pragma omp sections nowait
		{
#pragma omp section
			order[2] = 3;
#pragma omp section
			order[3] = 4;
		}
#pragma omp barrier
	}
	for (int k = 0; k < 4; k++)
		bad += order[k] != k + 1;

	/* a target region's one thread; a nested parallel region's one thread */
#pragma omp target map(tofrom: one)
#pragma omp sections
	{
#pragma omp section
		one[0] = 1;
#pragma omp section
		one[1] = one[0] + 1;
#pragma omp section
		one[2] = one[1] + 1;
	}
#pragma omp target teams num_teams(1) thread_limit(32) map(tofrom: nested)
#pragma omp parallel num_threads(4)
	{
#pragma omp parallel
#pragma omp sections
		{
#pragma omp section
#pragma omp atomic
			nested[0]++;
#pragma omp section
#pragma omp atomic
			nested[1]++;
		}
	}
	bad += one[0] != 1 || one[1] != 2 || one[2] != 3;
	bad += nested[0] != nested[1] || nested[0] < 1 || nested[0] > 4;
	printf("%s\n", bad ? "FAIL" : "PASS");
	return bad != 0;
}
