// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// CHECK: PASS
// omp_in_explicit_task (OpenMP 5.2 18.5.5) in host code and in device
// code: 1 in a task and in a taskloop's tasks, also in a task of a
// target region and of a parallel region in it; 0 in main's initial
// task, in parallel regions (a parallel region inside a task too), in a
// target region's code and its parallel loops.

#include <omp.h>
#include <stdio.h>

#define N 64

int
main(void)
{
	int got[16] = {0, 0, 0, 0, 0, 5, 5, 0, 0}, loop[N], want[16] = {0, 1, 1, 0, 1, 0, 0, 1, 1, 0};

	got[0] = omp_in_explicit_task();
#pragma omp parallel num_threads(2)
#pragma omp single
	{
#pragma omp task shared(got)
		{
			got[1] = omp_in_explicit_task();
#pragma omp parallel num_threads(2)
			{
#pragma omp atomic
				got[3] += omp_in_explicit_task();
			}
		}
#pragma omp taskloop shared(got)
		for (int i = 0; i < 4; i++)
			if (i == 2)
				got[2] = omp_in_explicit_task();
	}
#pragma omp task shared(got)
	got[4] = omp_in_explicit_task();
#pragma omp taskwait
#pragma omp target map(tofrom: got)
	{
		got[5] = omp_in_explicit_task();
#pragma omp task
		got[8] = omp_in_explicit_task();
	}
#pragma omp target parallel num_threads(4) map(tofrom: got)
	{
		if (omp_get_thread_num() == 1)
			got[6] = omp_in_explicit_task();
#pragma omp single
		{
#pragma omp task
			got[7] = omp_in_explicit_task();
		}
	}
#pragma omp target teams distribute parallel for map(from: loop)
	for (int i = 0; i < N; i++)
		loop[i] = omp_in_explicit_task() + 5;
	int ok = 1;
	for (int k = 0; k < 10; k++)
		if (got[k] != want[k]) {
			printf("got[%d] = %d\n", k, got[k]);
			ok = 0;
		}
	for (int i = 0; i < N; i++)
		ok &= loop[i] == 5;
	printf("%s\n", ok ? "PASS" : "FAIL");
	return !ok;
}
