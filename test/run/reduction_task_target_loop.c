// reduction(task, ...) on a parallel for loop that is a target region's
// whole statement, its iterations' tasks adding with in_reduction, and
// the same in a written target parallel for with no task (the modifier
// then asks nothing more than the reduction): the sums are the host's.
// The reductions start from values other than zero, so that a kernel that
// combines the shared variable in place of the threads' copies (which
// gives its original value again, or a multiple of it) fails.  On the GPU
// the team is the block: 64 threads, as num_threads asks, each of which
// runs iterations; in the host fallback, the threads the host gives, at
// most 64.  A second region runs teams of 16 and of n = 40 threads in a
// block of the default 128 (one num_threads is not a constant): the
// threads past the team still combine their copies, at the identity,
// with the team's.
// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
#include <omp.h>
#include <stdio.h>

#define N 5000

static int a[N];

/* The threads that ran iterations: each of 0 .. nth-1, no other. */
static int
team_ok(const char *what, int dev, int nth, int want, const int *seen)
{
	int ran = 0, bad = dev ? nth != want : nth < 1 || nth > want;

	for (int t = 0; t < 64; t++)
		ran += seen[t] != 0;
	for (int t = nth > 0 && nth < 64 ? nth : 64; t < 64; t++)
		bad |= seen[t] != 0;
	if (bad || ran != nth)
		printf("FAIL: %s: %d threads (want %s%d), %d ran iterations (%s)\n", what, nth,
		       dev ? "" : "at most ", want, ran, dev ? "device" : "host");
	return bad || ran != nth;
}

/* A parallel loop of 64 threads, then reduction(task) on a team of 16 in
 * the same block, and a plain reduction on a team of n. */
static int
small_team(long want, int n)
{
	long u = 11, v = -7;
	int seen[64] = {0}, nth = 0, dev = 0, b[64] = {0}, errors = 0;

#pragma omp target map(to: a) map(tofrom: u, v, seen, nth, dev, b)
	{
#pragma omp parallel for num_threads(64)
		for (int i = 0; i < 64; i++) {
			b[i] = i;
			if (i == 0)
				dev = !omp_is_initial_device();
		}
#pragma omp parallel for reduction(task, +: u) num_threads(16)
		for (int i = 0; i < N; i++) {
#pragma omp task in_reduction(+: u)
			u += (long)a[i] * (i % 7);
			seen[omp_get_thread_num()] = 1;
			if (omp_get_thread_num() == 0)
				nth = omp_get_num_threads();
		}
#pragma omp parallel for reduction(+: v) num_threads(n)
		for (int i = 0; i < N; i++)
			v += (long)a[i] * (i % 7) + b[i % 64];
	}
	errors += team_ok("team of 16", dev, nth, 16, seen);
	if (u != want + 11) {
		printf("FAIL: u = %ld, want %ld\n", u, want + 11);
		errors++;
	}
	long bsum = 0;
	for (int i = 0; i < N; i++)
		bsum += i % 64;
	if (v != want - 7 + bsum) {
		printf("FAIL: v = %ld, want %ld\n", v, want - 7 + bsum);
		errors++;
	}
	return errors;
}

int
main(void)
{
	long s = 1000, t = 5, want = 0;
	int nth = 0, dev = 0, errors = 0, seen[64] = {0};

	for (int i = 0; i < N; i++) {
		a[i] = (i * 37) % 101 - 50;
		want += (long)a[i] * (i % 7);
	}
#pragma omp target map(to: a) map(tofrom: s, nth, dev, seen)
	{
#pragma omp parallel for reduction(task, +: s) num_threads(64)
		for (int i = 0; i < N; i++) {
#pragma omp task in_reduction(+: s)
			s += (long)a[i] * (i % 7);
			seen[omp_get_thread_num()] = 1;
			if (i == 0)
				dev = !omp_is_initial_device();
			if (omp_get_thread_num() == 0)
				nth = omp_get_num_threads();
		}
	}
#pragma omp target parallel for reduction(task, +: t) map(to: a)
	for (int i = 0; i < N; i++)
		t += (long)a[i] * (i % 7);
	if (s != want + 1000) {
		printf("FAIL: s = %ld, want %ld\n", s, want + 1000);
		errors++;
	}
	errors += team_ok("team of 64", dev, nth, 64, seen);
	if (t != want + 5) {
		printf("FAIL: t = %ld, want %ld\n", t, want + 5);
		errors++;
	}
	errors += small_team(want, 40);
	printf("%s\n", errors ? "FAIL" : "PASS");
	return errors != 0;
}
