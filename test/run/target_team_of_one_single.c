// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// A target region (not teams) whose statement holds parallel regions among sequential code runs
// as one team whose initial thread runs the sequential part.  single, masked and for constructs
// inside those parallel regions bind to the parallel region's team (OpenMP 5.2 11.1, 10.5): the
// region compiles as a team of one, with each construct shared by the parallel region's threads.
// A single directly in the target region (outside every parallel region) binds to the initial
// thread's team and keeps the kernel of one thread.
#include <omp.h>
#include <stdio.h>

enum { N = 4096 };

static int a[N];

static int check(const char *what, long got, long want)
{
	if (got != want)
		printf("FAIL %s: %ld, expected %ld\n", what, got, want);
	return got != want;
}

int main(void)
{
	int singles = 0, masked = -1, threads = 0, after = 0, outer = 0;
	double half = 0;
	int bad = 0;

#pragma omp target map(from: a) map(tofrom: singles, masked, half, threads, after)
	{
		int base = 7;
#pragma omp parallel
		{
#pragma omp single
			{
				singles += 1;
				threads = omp_get_num_threads();
			}
#pragma omp for
			for (int i = 0; i < N; i++)
				a[i] = i * base;
#pragma omp masked
			masked = omp_get_thread_num();
#pragma omp for reduction(+: half)
			for (int i = 0; i < N; i++)
				half += a[i] * 0.5;
		}
		base = a[N - 1]; /* the initial thread, after the region's barrier */
#pragma omp parallel for reduction(+: after)
		for (int i = 0; i < 10; i++)
			after += base == 7 * (N - 1);
	}
	long s = 0;
	for (int i = 0; i < N; i++)
		s += a[i];
	bad |= check("sum", s, 7L * N * (N - 1) / 2);
	bad |= check("singles", singles, 1);
	bad |= check("masked thread", masked, 0);
	bad |= check("half", (long)half, 7L * N * (N - 1) / 4);
	bad |= check("threads", threads >= 1, 1);
	bad |= check("after", after, 10);

	/* a single outside every parallel region: the initial thread runs it */
#pragma omp target map(tofrom: outer, a)
	{
#pragma omp single
		outer += 1;
#pragma omp parallel for
		for (int i = 0; i < N; i++)
			a[i] = outer;
	}
	bad |= check("outer single", outer, 1);
	bad |= check("outer a", a[N - 1], 1);
	if (!bad)
		printf("PASS\n");
	return bad;
}
