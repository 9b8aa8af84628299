// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// target parallel (OpenMP 5.2 10.1, 17.2): one team whose parallel region gets exactly the
// num_threads it asks for, thread numbers 0..n-1, barriers between phases, worksharing loops
// inside (also as the construct's statement), reductions on the construct and on its loops,
// private and firstprivate copies per thread, a mapped scalar the threads share, critical
// sections, and the if clause: if(parallel: false) gives one thread, if(target: false) runs the
// region on the host with the same semantics.

#include <omp.h>
#include <stdio.h>

#define N 1000
#define MAXT 256

static int failed;

static void
check(const char *what, long got, long want)
{
	if (got != want && failed++ < 10)
		printf("%s: %ld, want %ld\n", what, got, want);
}

/* Threads and barriers: each thread writes its slot, then reads its
 * neighbour's after a barrier.  The slots start at -1 and are mapped
 * tofrom, so the ones past the thread count come back as they were (a
 * from map would copy back device memory nothing wrote). */
static void
threads_and_barriers(int nt, int on_gpu)
{
	int ids[MAXT], next[MAXT], nthr = -1, teams = -1, team = -1;

	for (int t = 0; t < MAXT; t++)
		ids[t] = next[t] = -1;
#pragma omp target parallel num_threads(nt) map(tofrom: ids, next) map(from: nthr, teams, team) \
	if(target: on_gpu)
	{
		int me = omp_get_thread_num(), n = omp_get_num_threads();
		if (me == 0) {
			nthr = n;
			teams = omp_get_num_teams();
			team = omp_get_team_num();
		}
		ids[me] = me * 3;
#pragma omp barrier
		next[me] = ids[(me + 1) % n];
	}
	check("num_threads", nthr, nt);
	check("one team", teams, 1);
	check("team number", team, 0);
	for (int t = 0; t < nthr; t++) {
		check("thread numbers", ids[t], t * 3L);
		check("after the barrier", next[t], (t + 1) % nthr * 3L);
	}
	for (int t = nthr > 0 ? nthr : 0; t < MAXT; t++) {
		check("slots no thread has", ids[t], -1);
		check("slots no thread has", next[t], -1);
	}
}

/* if(parallel: false): one thread; an if clause without a modifier
 * applies to the target and the parallel region both. */
static void
if_clauses(void)
{
	int nthr = -1, host = -1, zero = 0, one = 1;

#pragma omp target parallel num_threads(64) if(parallel: zero) map(from: nthr)
	{
		if (omp_get_thread_num() == 0)
			nthr = omp_get_num_threads();
	}
	check("if(parallel: 0)", nthr, 1);
#pragma omp target parallel num_threads(64) if(parallel: one) map(from: nthr)
	{
		if (omp_get_thread_num() == 0)
			nthr = omp_get_num_threads();
	}
	check("if(parallel: 1)", nthr, 64);
#pragma omp target parallel num_threads(64) if(zero) map(from: nthr, host)
	{
		if (omp_get_thread_num() == 0) {
			nthr = omp_get_num_threads();
			host = omp_is_initial_device();
		}
	}
	check("if(0): threads", nthr, 1);
	check("if(0): on the host", host, 1);
}

/* Reductions on the construct and on a loop in it; a mapped scalar
 * updated atomically; critical. */
static void
reductions(void)
{
	long sum = 5, total = 7, count = 0, crit = 0;
	int best = -1, a[N];

	for (int i = 0; i < N; i++)
		a[i] = (i * 37) % 1001;
#pragma omp target parallel num_threads(128) reduction(+: sum) reduction(max: best) \
	map(to: a) map(tofrom: total, count, crit)
	{
		int me = omp_get_thread_num();
		sum += me;
		if (a[me] > best)
			best = a[me];
#pragma omp for reduction(+: total)
		for (int i = 0; i < N; i++)
			total += a[i];
#pragma omp atomic
		count += 1;
#pragma omp critical
		crit += me;
	}
	long want = 0;
	int want_best = -1;
	for (int i = 0; i < N; i++)
		want += a[i];
	for (int t = 0; t < 128; t++)
		want_best = a[t] > want_best ? a[t] : want_best;
	check("reduction(+) on target parallel", sum, 5 + 127 * 128 / 2);
	check("reduction(max) on target parallel", best, want_best);
	check("reduction on its for", total, 7 + want);
	check("atomic on a mapped scalar", count, 128);
	check("critical", crit, 127 * 128 / 2);
}

/* private and firstprivate: a copy per thread. */
static void
copies(void)
{
	int tmp[4] = {-1, -1, -1, -1}, seed[2] = {100, 200}, base = 10, got[64];

#pragma omp target parallel num_threads(64) private(tmp) firstprivate(seed, base) map(from: got)
	{
		int me = omp_get_thread_num();
		for (int k = 0; k < 4; k++)
			tmp[k] = me + k;
		seed[0] += me;
		base *= 2;
#pragma omp barrier
		got[me] = tmp[3] + seed[0] + seed[1] + base;
	}
	for (int t = 0; t < 64; t++)
		check("private and firstprivate copies", got[t], (t + 3) + (100 + t) + 200 + 20);
	check("host private array", tmp[0], -1);
	check("host firstprivate array", seed[0], 100);
	check("host firstprivate scalar", base, 10);
}

/* target parallel whose statement is a worksharing loop. */
static void
loop_statement(void)
{
	double x[N], y[N];

	for (int i = 0; i < N; i++)
		x[i] = i * 0.5;
#pragma omp target parallel map(to: x) map(from: y)
#pragma omp for
	for (int i = 0; i < N; i++)
		y[i] = 2 * x[i] + 1;
	for (int i = 0; i < N; i++)
		check("for as the statement", (long)y[i], i + 1L);
}

int
main(void)
{
	threads_and_barriers(96, 1);
	threads_and_barriers(33, 0);
	threads_and_barriers(1, 1);
	if_clauses();
	reductions();
	copies();
	loop_statement();
	printf("%s\n", failed ? "FAIL" : "PASS");
	return failed != 0;
}
