// RUN: %omp2cuda -O2 -DOFFLOAD %s -o %t && %run %t | FileCheck %s
// RUN: %omp2cuda -O2 %s -o %t2 && %run %t2 | FileCheck %s
// Preprocessor lines between a target parallel, target teams or target
// directive and the statement that holds its nested construct: an
// #ifdef choosing the target directive or a host one, #endif lines,
// comments and blank lines.  The statement is the one the preprocessor
// leaves (a nested directive in the branch it skips is not one), on the
// GPU and in the host fallback; without OFFLOAD the program has no
// target region and computes the same.
#include <omp.h>
#include <stdio.h>

#define N 512

int
main(void)
{
	int a[N], b[N], bad = 0;
	long s = 0;

	for (int i = 0; i < N; i++)
		a[i] = b[i] = 0;
#pragma omp target data map(tofrom: a[0:N])
	{
#ifdef OFFLOAD
#pragma omp target parallel num_threads(64) shared(a)
#else
#pragma omp parallel num_threads(64) shared(a)
#endif
		{
			int local = 1;
#pragma omp for
			for (int i = 0; i < N; i++)
				a[i] += i + local;
		}
	}
#ifdef OFFLOAD
#pragma omp target teams num_teams(4) thread_limit(32) map(tofrom: b)
	// each team takes a quarter
#else
#pragma omp parallel for
	for (int t = 0; t < 4; t++)
#endif

	/* the nested construct */
#pragma omp parallel
	{
#ifdef OFFLOAD
		int t = omp_get_team_num();
#endif
#pragma omp for
		for (int i = t * (N / 4); i < (t + 1) * (N / 4); i++)
			b[i] += 2 * i;
	}
#ifdef OFFLOAD
#pragma omp target map(tofrom: a)
#if 0
#pragma omp parallel for num_threads(2)
	for (int i = 0; i < N; i++)
		a[i] = -1;
#endif
#endif
#pragma omp parallel for
	for (int i = 0; i < N; i++)
		a[i] *= 3;
	for (int i = 0; i < N; i++) {
		bad |= a[i] != 3 * (i + 1) || b[i] != 2 * i;
		s += a[i] + b[i];
	}
	printf("%s %ld\n", bad ? "FAIL" : "PASS", s);
	return bad;
}
// CHECK: PASS 655616
