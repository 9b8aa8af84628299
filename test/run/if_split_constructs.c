// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// if clauses of a target construct written apart from the parallel
// construct it holds: each applies to the leaves of its own directive
// line (OpenMP 5.2 3.4), the target's to where the region runs, the
// parallel's to how many threads it has.  Both may be written.

#include <omp.h>
#include <stdio.h>

#define N 1024

int
main(void)
{
	int a[N], one = 0, host = -1, ok = 1;
	int big = N > 100, small = N < 100;

	/* on the device (where there is one); the parallel's if is false */
#pragma omp target if(big) map(from: a, one)
#pragma omp parallel for if(small)
	for (int i = 0; i < N; i++) {
		a[i] = 2 * i;
		if (i == N - 1)
			one = omp_get_num_threads();
	}
	ok &= one == 1;

	/* the target's if is false: the host runs it, its parallel's is true */
#pragma omp target if(small) map(tofrom: a) map(from: host)
#pragma omp parallel for if(big)
	for (int i = 0; i < N; i++) {
		a[i] += 1;
		if (i == 0)
			host = omp_is_initial_device();
	}
	ok &= host == 1;

	/* target, then teams with a parallel leaf: modifiers name leaves */
	int threads = 0;
#pragma omp target teams if(target: big) map(tofrom: a) map(from: threads) num_teams(1)
#pragma omp distribute parallel for if(parallel: small)
	for (int i = 0; i < N; i++) {
		a[i] *= 3;
		if (i == 7)
			threads = omp_get_num_threads();
	}
	ok &= threads == 1;

	/* a parallel region (not a loop) under a target construct */
	int seen = 0;
#pragma omp target if(big) map(from: seen)
#pragma omp parallel if(small) num_threads(8)
	{
#pragma omp atomic
		seen += 1;
	}
	ok &= seen == 1;

	for (int i = 0; i < N; i++)
		ok &= a[i] == 3 * (2 * i + 1);
	printf("%d %d %d %d\n", one, host, threads, seen);
	printf("%s\n", ok ? "PASS" : "FAIL");
	return !ok;
}
