// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// CHECK: PASS
// Target constructs inside constructs whose default clause is none,
// private or firstprivate (OpenMP 5.1 5.4.1): the host file names only
// what the user wrote inside them, so each builds and computes what it
// would without omp2cuda.  A task with default(private) keeps sum
// shared; a parallel region with default(none) lists what its target
// construct uses; a task with default(firstprivate) offloads through its
// own copy of the pointer.

#include <stdio.h>

#define N 1000

static int
in_private_task(void)
{
	int sum = 0, step = 3;

#pragma omp task shared(sum) default(private)
	{
#pragma omp target map(tofrom: sum)
		{
			int step = 2;
			sum += step;
		}
	}
#pragma omp taskwait
	return sum == 2 && step == 3;
}

static int
in_none_parallel(void)
{
	int a[N], total = 0;

	for (int i = 0; i < N; i++)
		a[i] = i;
#pragma omp parallel num_threads(2) default(none) shared(a, total)
	{
#pragma omp single
		{
#pragma omp target teams distribute parallel for map(tofrom: a) reduction(+: total)
			for (int i = 0; i < N; i++) {
				a[i] *= 2;
				total += a[i];
			}
		}
	}
	return total == N * (N - 1) && a[N - 1] == 2 * (N - 1);
}

static int
in_firstprivate_task(int *out)
{
#pragma omp task default(firstprivate)
	{
#pragma omp target teams distribute parallel for map(from: out[0:N])
		for (int i = 0; i < N; i++)
			out[i] = i + 7;
	}
#pragma omp taskwait
	for (int i = 0; i < N; i++)
		if (out[i] != i + 7)
			return 0;
	return 1;
}

int
main(void)
{
	static int out[N];
	int ok = in_private_task() && in_none_parallel() && in_firstprivate_task(out);

	printf("%s\n", ok ? "PASS" : "FAIL");
	return !ok;
}
