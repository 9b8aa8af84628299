// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// reduction(task, op: x) on a parallel construct in a target region, and
// tasks (run in place) that take part with in_reduction: each task adds
// into the copy of the thread that runs it, which the reduction combines.

#include <stdio.h>

#define N 200

int
main(void)
{
	int y[N], sum = 5, prod_sum = 0, want = 5;

	for (int i = 0; i < N; i++) {
		y[i] = i % 9;
		want += y[i] * 2;
	}
#pragma omp target parallel reduction(task, +: sum) num_threads(8) map(tofrom: sum) map(to: y)
	{
#pragma omp master
		{
#pragma omp task in_reduction(+: sum)
			for (int i = 0; i < N; i++)
				sum += y[i];
#pragma omp taskloop in_reduction(+: sum)
			for (int i = 0; i < N; i++)
				sum += y[i];
		}
	}
#pragma omp target parallel reduction(task, +: prod_sum) map(tofrom: prod_sum) map(to: y)
	{
#pragma omp single
#pragma omp task in_reduction(+: prod_sum)
		prod_sum += y[3] * y[4];
	}
	if (sum != want || prod_sum != 12) {
		printf("FAIL: sum %d (want %d), prod_sum %d\n", sum, want, prod_sum);
		return 1;
	}
	printf("PASS\n");
	return 0;
}
