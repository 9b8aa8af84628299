// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// A private variable of a parallel region nested in a teams region, named
// only through a macro: each thread has its own copy (OpenMP 5.2 5.4.3),
// which the kernel declares because the frontend finds the reference in
// the AST (frontend/private_uses.c).  Shared by the team's threads, the
// copy would hold one thread's number after the barrier (GPU only: the
// host fallback keeps the directive's own private clause).
#include <omp.h>
#include <stdio.h>

#define N 64
#define MINE tmp

int
main(void)
{
	int a[N], bad = 0;

	for (int i = 0; i < N; i++)
		a[i] = -1;
#pragma omp target teams num_teams(1) map(tofrom: a)
	{
		int tmp = -2;
#pragma omp parallel num_threads(N) private(tmp)
		{
			int t = omp_get_thread_num();
			MINE = t;
#pragma omp barrier
			a[t] = MINE == t;
		}
	}
	for (int i = 0; i < N; i++)
		if (a[i] == 0 || a[0] != 1) {
			printf("a[%d] = %d: thread %d's private copy held another value\n", i, a[i], i);
			bad = 1;
		}
	printf("%s\n", bad ? "FAIL" : "PASS");
	return bad;
}
