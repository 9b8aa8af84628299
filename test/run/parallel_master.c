// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// parallel master, master taskloop, parallel master taskloop (simd) inside target
// regions (OpenMP 5.2 17.3: a combined construct is its leaf constructs nested).  Only the
// master thread runs the statement; a taskloop runs its whole loop, on that thread; the team
// still has its threads (omp_get_num_threads inside), and a firstprivate copy the parallel
// region makes is the one the master thread's loop starts from.

#include <omp.h>
#include <stdio.h>

#define N 300
#define THREADS 32

static int failed;

static void
check(const char *what, long got, long want)
{
	if (got != want) {
		printf("FAIL %s: %ld, want %ld\n", what, got, want);
		failed = 1;
	}
}

int
main(void)
{
	int a[N], b[N], c[N], runs = 0, team = 0, who = -1, base = 5;

	for (int i = 0; i < N; i++)
		a[i] = b[i] = c[i] = 0;
#pragma omp target map(tofrom: a, runs, team)
	{
#pragma omp parallel master num_threads(THREADS)
		{
			runs++; /* the master thread alone */
			team = omp_get_num_threads();
#pragma omp taskloop
			for (int i = 0; i < N; i++)
				a[i] = i;
		}
	}
#pragma omp target map(tofrom: b, who)
#pragma omp parallel master taskloop num_threads(THREADS) firstprivate(base)
	for (int i = 0; i < N; i++) {
		b[i] = base + i;
		if (i == 0)
			who = omp_get_thread_num();
	}
#pragma omp target parallel map(tofrom: c) num_threads(THREADS)
	{
#pragma omp master taskloop
		for (int i = 0; i < N; i++)
			c[i] += 2 * i;
	}
#pragma omp target map(tofrom: c)
#pragma omp parallel master taskloop simd num_threads(THREADS)
	for (int i = 0; i < N; i++)
		c[i] -= i;
	for (int i = 0; i < N; i++) {
		check("a", a[i], i);
		check("b", b[i], 5 + i);
		check("c", c[i], i);
	}
	check("runs", runs, 1);
	if (who < 0 || who >= THREADS) /* any thread of the team may run a task */
		check("who", who, 0);
	if (team < 1)
		check("team", team, 1);
	if (!failed)
		printf("PASS\n");
	return failed;
}
