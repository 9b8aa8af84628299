// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// A target task that takes part in a task reduction with a parallel loop (OpenMP 5.2 5.5.10,
// 17.3): clang 16 takes in_reduction on target alone, so programs write the split form, target
// in_reduction(+: s) holding teams distribute parallel for reduction(+: s), which omp2cuda
// compiles as one loop kernel reducing into the task's private copy of s; host tasks of the same
// taskgroup add theirs, and the host's OpenMP combines them at its end.

#include <stdio.h>

#define N 200003

int
main(void)
{
	static double x[N];
	double s = 0, want = 0;
	long m = 1, mwant = 1;

	for (int i = 0; i < N; i++) {
		x[i] = i % 7;
		want += 3 * x[i];
	}
	want += 1000;
	mwant = 2 * 3 * 5;
#pragma omp parallel num_threads(4)
#pragma omp single
	{
#pragma omp taskgroup task_reduction(+: s) task_reduction(*: m)
		{
#pragma omp task in_reduction(+: s) in_reduction(*: m)
			{
				s += 1000;
				m *= 2;
			}
#pragma omp target in_reduction(+: s) map(to: x)
#pragma omp teams distribute parallel for reduction(+: s)
			for (int i = 0; i < N; i++)
				s += x[i];
#pragma omp target in_reduction(+: s) in_reduction(*: m) map(to: x)
			{
#pragma omp teams distribute parallel for reduction(+: s) reduction(*: m)
				for (int i = 0; i < N; i++) {
					s += 2 * x[i];
					m *= i == 7 ? 3 : i == 11 ? 5 : 1;
				}
			}
		}
	}
	if (s != want || m != mwant) {
		printf("FAIL: s = %.17g, want %.17g; m = %ld, want %ld\n", s, want, m, mwant);
		return 1;
	}
	printf("PASS\n");
	return 0;
}
