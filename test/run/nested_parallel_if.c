// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// The if clause of a parallel region nested in a teams region: false,
// the region has one thread (OpenMP 5.2 10.1.1); true, the team's.

#include <omp.h>
#include <stdio.h>

int
main(void)
{
	int off = -1, on = -1, iters[64] = {0}, cond = 1, bad = 0;

#pragma omp target teams num_teams(1) thread_limit(32) map(tofrom: off, on, iters)
	{
#pragma omp parallel if(0)
		{
			if (omp_get_thread_num() == 0)
				off = omp_get_num_threads();
		}
#pragma omp parallel for if(parallel: cond)
		for (int i = 0; i < 64; i++)
			iters[i] += 1;
#pragma omp parallel if(cond > 0)
		{
			if (omp_get_thread_num() == 0)
				on = omp_get_num_threads();
		}
	}
	for (int i = 0; i < 64; i++)
		bad += iters[i] != 1;
	if (bad || off != 1 || on < 1) {
		printf("FAIL: %d wrong, %d threads with if(0), %d with if(1)\n", bad, off, on);
		return 1;
	}
	printf("PASS\n");
	return 0;
}
