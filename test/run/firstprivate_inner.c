// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// firstprivate on regions nested in a target region (OpenMP 5.2 5.4.4): on a worksharing loop
// of target parallel, on parallel for in target, on a nested parallel region, beside private,
// lastprivate and a reduction.  Each thread's copy starts as the original and is its own: a
// counter per thread sums to the trip count only when no two threads share one and each starts
// at the original's value; the original keeps its value.

#include <omp.h>
#include <stdio.h>

#define N 1000
#define T 64

static int failed;

static void
check(const char *what, long got, long want)
{
	if (got != want && failed++ < 10)
		printf("FAIL: %s: %ld, want %ld\n", what, got, want);
}

/* The iterations the threads ran: each slot holds start + the count of
 * its thread, or -1 where a thread ran none. */
static long
counted(const long *mine, long start)
{
	long sum = 0;

	for (int t = 0; t < T; t++)
		if (mine[t] >= 0)
			sum += mine[t] - start;
	return sum;
}

int
main(void)
{
	long mine[T], count = 1000, after = -1, sum = 0;
	int a[N], i, n = N;

	for (int t = 0; t < T; t++)
		mine[t] = -1;
#pragma omp target parallel num_threads(T) map(tofrom: mine, after, sum, a)
	{
#pragma omp for firstprivate(count, n) private(i) reduction(+ : sum)
		for (i = 0; i < N; i++) {
			mine[omp_get_thread_num()] = ++count;
			a[i] = 3 * i + n;
			n = 0; /* later iterations of this thread see 0 */
			sum += i;
		}
#pragma omp single
		after = count + n;
	}
	check("for: iterations counted", counted(mine, 1000), N);
	check("for: the original after the loop", after, 1000 + N);
	check("for: reduction beside it", sum, (long)N * (N - 1) / 2);
	check("for: first iteration sees the original", a[0], N);

	long last = 7;
	for (int t = 0; t < T; t++)
		mine[t] = -1;
#pragma omp target map(tofrom: mine, last, after)
	{
		long c = 500;
		int scale[2] = {3, 5};
#pragma omp parallel for num_threads(T) firstprivate(c, scale) lastprivate(last)
		for (int k = 0; k < N; k++) {
			mine[omp_get_thread_num()] = ++c;
			scale[1] = k; /* each thread's own copy */
			last = k + scale[0] - 2;
		}
		after = c + scale[1];
	}
	check("parallel for: iterations counted", counted(mine, 500), N);
	check("parallel for: the original after the loop", after, 505);
	check("parallel for: lastprivate beside it", last, N);

	long both = 40;
#pragma omp target parallel num_threads(T) map(tofrom: both, mine)
	{
#pragma omp for firstprivate(both) lastprivate(both)
		for (int k = 0; k < N; k++)
			if (k == N - 1)
				both += k; /* the last iteration's copy started at 40 */
	}
	check("firstprivate and lastprivate", both, 40 + N - 1);

	int seen[T];
	for (int t = 0; t < T; t++)
		seen[t] = -1;
#pragma omp target map(tofrom: seen)
	{
		int v = 9;
#pragma omp parallel num_threads(T) firstprivate(v)
		{
			v += omp_get_thread_num();
			seen[omp_get_thread_num()] = v;
		}
	}
	for (int t = 0; t < T; t++)
		if (seen[t] >= 0)
			check("parallel: each thread's copy", seen[t], 9 + t);
	check("parallel: thread 0 ran", seen[0], 9);

	if (!failed)
		printf("PASS\n");
	return failed != 0;
}
