// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// single, masked and master where the team is one initial thread (OpenMP 5.2 11.1, 10.5, 10.2):
// in a target region, in a teams distribute loop compiled as one loop over the GPU, and in the
// sequential part of a teams distribute loop with a nested parallel region.  The single's block
// runs (its thread is the team), masked runs when its filter is 0, master always; private copies
// on single; a single or masked in the sequential part sets a variable the
// team's parallel region then reads.

#include <omp.h>
#include <stdio.h>

#define N 1000
#define TEAMS 6
#define THREADS 32

static int failed;

static void
check(const char *what, long i, long got, long want)
{
	if (got != want && failed++ < 10)
		printf("FAIL: %s [%ld]: %ld, expected %ld\n", what, i, got, want);
}

static void
in_target(int zero, int one)
{
	int r[8] = {-1, -1, -1, -1, -1, -1, -1, -1}, x = 5, y = 9;

#pragma omp target map(tofrom: r) firstprivate(y)
	{
#pragma omp single
		r[0] = omp_get_thread_num() + 10 * omp_get_num_threads();
#pragma omp masked
		r[1] = 2;
#pragma omp masked filter(one)
		r[2] = 3;
#pragma omp masked filter(zero)
		r[3] = 4;
#pragma omp master
		r[4] = omp_get_level();
#pragma omp single private(y)
		{
			y = 100;
			r[5] = x * y;
		}
		r[6] = x;
		r[7] = y;
	}
	check("target: single", 0, r[0], 10);
	check("target: masked", 1, r[1], 2);
	check("target: masked filter(1)", 2, r[2], -1);
	check("target: masked filter(0)", 3, r[3], 4);
	check("target: master", 4, r[4], 0);
	check("target: single private", 5, r[5], 500);
	check("target: x", 6, r[6], 5);
	check("target: private in the single", 7, r[7], 9);
}

/* a teams distribute loop without parallel regions: each iteration is a team's initial
 * thread's */
static void
in_distribute(int f)
{
	int a[N], b[N], c[N];

	for (int i = 0; i < N; i++)
		a[i] = b[i] = c[i] = -1;
#pragma omp target teams distribute map(tofrom: a, b, c)
	for (int i = 0; i < N; i++) {
#pragma omp single
		a[i] = 2 * i + omp_get_thread_num();
#pragma omp masked filter(f)
		b[i] = i + 1;
#pragma omp master
		c[i] = omp_get_num_threads();
	}
	for (int i = 0; i < N; i++) {
		check("distribute: single", i, a[i], 2 * i);
		check("distribute: masked filter(f)", i, b[i], f == 0 ? i + 1 : -1);
		check("distribute: master", i, c[i], 1);
	}
}

/* the sequential part of a teams distribute loop with a nested parallel region */
static void
in_distribute_parallel(void)
{
	int out[TEAMS * 4][THREADS];

	for (int i = 0; i < TEAMS * 4; i++)
		for (int t = 0; t < THREADS; t++)
			out[i][t] = -1;
#pragma omp target teams distribute num_teams(TEAMS) thread_limit(THREADS) map(tofrom: out)
	for (int i = 0; i < TEAMS * 4; i++) {
		int base = -5, extra = 0;
#pragma omp single
		base = 100 * i;
#pragma omp masked filter(1)
		base = -1000;
#pragma omp master
		extra = 7;
#pragma omp parallel
		out[i][omp_get_thread_num()] = base + extra + omp_get_thread_num();
	}
	for (int i = 0; i < TEAMS * 4; i++)
		for (int t = 0; t < THREADS; t++)
			check("distribute with parallel", i * THREADS + t, out[i][t], 100 * i + 7 + t);
}

int
main(void)
{
	in_target(0, 1);
	in_distribute(0);
	in_distribute(1);
	in_distribute_parallel();
	printf("%s\n", failed ? "FAIL" : "PASS");
	return failed != 0;
}
