// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: %omp2cuda -O2 %s -o %t && env OMP_TARGET_OFFLOAD=DISABLED OMP_NUM_THREADS=4 %t | FileCheck %s
// CHECK: PASS
// Thread and team counts of combined constructs, on the GPU and in the host
// fallback: if(parallel: c) and if(simd: c) false give one thread per team
// (OpenMP 5.2 10.1.1, 10.4), so target parallel for runs its iterations in
// order on one thread and a loop-carried dependence is correct; an if
// clause without modifier applies to the target and to the parallel leaf
// (3.4); num_threads(1) is one thread; num_threads is capped by
// thread_limit; num_teams is the number of teams omp_get_num_teams
// reports in a teams distribute loop, whose threads outside a parallel
// leaf are each team's initial thread.  Checked against what OpenMP says.

#include <omp.h>
#include <stdio.h>

#define N 200

static int failed;

static void
expect(const char *what, int got, int want)
{
	if (!failed && got != want) {
		printf("FAIL: %s = %d, expected %d\n", what, got, want);
		failed = 1;
	}
}

/* a[i] = a[i - 1] + 1 is correct only when one thread runs the
 * iterations in order */
static int
chain(int c)
{
	int a[N];

	a[0] = 0;
#pragma omp target parallel for if(parallel: c) num_threads(64) map(tofrom: a)
	for (int i = 1; i < N; i++)
		a[i] = a[i - 1] + 1;
	return a[N - 1];
}

static int
chain_one_thread(void)
{
	int a[N];

	a[0] = 0;
#pragma omp target parallel for num_threads(1) map(tofrom: a)
	for (int i = 1; i < N; i++)
		a[i] = a[i - 1] + 1;
	return a[N - 1];
}

static int
chain_simd(int c)
{
	int a[N];

	a[0] = 0;
#pragma omp target simd if(simd: c) map(tofrom: a)
	for (int i = 1; i < N; i++)
		a[i] = a[i - 1] + 1;
	return a[N - 1];
}

/* the largest omp_get_num_threads() any iteration saw */
static int
threads_if_parallel(int c)
{
	int nt[N], most = 0;

#pragma omp target teams distribute parallel for if(parallel: c) num_threads(8) map(from: nt)
	for (int i = 0; i < N; i++)
		nt[i] = omp_get_num_threads();
	for (int i = 0; i < N; i++)
		most = nt[i] > most ? nt[i] : most;
	return most;
}

static int
threads_if(int c, int *host)
{
	int nt[N], most = 0;

#pragma omp target teams distribute parallel for if(c) num_threads(8) map(from: nt)
	for (int i = 0; i < N; i++)
		nt[i] = omp_get_num_threads() + 1000 * omp_is_initial_device();
	*host = nt[0] >= 1000;
	for (int i = 0; i < N; i++)
		most = nt[i] % 1000 > most ? nt[i] % 1000 : most;
	return most;
}

static int
threads_limited(int *least)
{
	int nt[N], most = 0;

	*least = N;
#pragma omp target teams distribute parallel for num_threads(3) thread_limit(2) map(from: nt)
	for (int i = 0; i < N; i++)
		nt[i] = omp_get_num_threads();
	for (int i = 0; i < N; i++) {
		most = nt[i] > most ? nt[i] : most;
		*least = nt[i] < *least ? nt[i] : *least;
	}
	return most;
}

static int
threads_one(void)
{
	int nt[N], most = 0;

#pragma omp target teams distribute parallel for num_threads(1) map(from: nt)
	for (int i = 0; i < N; i++)
		nt[i] = omp_get_num_threads();
	for (int i = 0; i < N; i++)
		most = nt[i] > most ? nt[i] : most;
	return most;
}

static void
teams(void)
{
	int nteams[N], thread[N], nthreads[N];

#pragma omp target teams distribute parallel for num_teams(3) map(from: nteams, thread)
	for (int i = 0; i < N; i++) {
		nteams[i] = omp_get_num_teams();
		thread[i] = omp_is_initial_device();
	}
	/* the host fallback of a combined loop with a parallel leaf is one
	 * host team (lowering/lower.c says why) */
	for (int i = 0; i < N; i++)
		expect("omp_get_num_teams() in teams distribute parallel for num_teams(3)",
		       nteams[i] == 3 || (nteams[i] == 1 && thread[i]), 1);
#pragma omp target teams distribute num_teams(3) map(from: nteams, thread, nthreads)
	for (int i = 0; i < N; i++) {
		nteams[i] = omp_get_num_teams();
		thread[i] = omp_get_thread_num();
		nthreads[i] = omp_get_num_threads();
	}
	for (int i = 0; i < N; i++) {
		expect("omp_get_num_teams() in teams distribute num_teams(3)", nteams[i], 3);
		expect("omp_get_thread_num() in teams distribute", thread[i], 0);
		expect("omp_get_num_threads() in teams distribute", nthreads[i], 1);
	}
}

int
main(void)
{
	int host, least, most;

	expect("chain, if(parallel: 0)", chain(0), N - 1);
	expect("chain, num_threads(1)", chain_one_thread(), N - 1);
	expect("chain, target simd if(simd: 0)", chain_simd(0), N - 1);
	expect("threads, if(parallel: 0)", threads_if_parallel(0), 1);
	most = threads_if_parallel(1);
	expect("threads, if(parallel: 1) within num_threads(8)", most >= 1 && most <= 8, 1);
	expect("threads, if(0)", threads_if(0, &host), 1);
	expect("if(0) runs on the host", host, 1);
	most = threads_limited(&least);
	expect("threads, num_threads(3) thread_limit(2)", least >= 1 && most <= 2, 1);
	expect("threads, num_threads(1)", threads_one(), 1);
	teams();
	if (!failed)
		printf("PASS\n");
	return failed;
}
