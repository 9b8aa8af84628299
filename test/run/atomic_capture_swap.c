// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// '#pragma omp atomic capture' blocks that write x: {v = x; x = e;}
// (OpenMP 5.2 15.8.4), one exchange, where every iteration claims one of
// a few flags and counts the claims that found it free: each flag is
// found free exactly once, however the threads and teams interleave
// (two threads that both read it free before either writes would count
// twice).  And {v = x; x = e < x ? e : x;} without the compare clause,
// which gcc and clang take and which omp2cuda performs as the compare
// construct: the minimum of every team's value, and v the value before.

#include <stdio.h>

#define N 4096
#define FLAGS 64

int
main(void)
{
	int flag[FLAGS] = {0}, found_free[FLAGS] = {0}, failed = 0;
	double tag[FLAGS];
	int best[1] = {1 << 30}, before[N];

	for (int f = 0; f < FLAGS; f++)
		tag[f] = -1;
#pragma omp target teams distribute parallel for map(tofrom: flag, found_free, tag)
	for (int i = 0; i < N; i++) {
		int was;
		double old;
#pragma omp atomic capture
		{
			was = flag[i % FLAGS];
			flag[i % FLAGS] = (int)1;
		}
		if (!was) {
#pragma omp atomic update
			found_free[i % FLAGS] += 1;
		}
#pragma omp atomic capture
		{ old = tag[i % FLAGS]; tag[i % FLAGS] = i; }
		(void)old;
	}
	for (int f = 0; f < FLAGS; f++)
		if (flag[f] != 1 || found_free[f] != 1 || tag[f] < 0 || (int)tag[f] % FLAGS != f) {
			printf("FAIL flag %d: %d, found free %d times, tag %g\n", f, flag[f],
			       found_free[f], tag[f]);
			failed = 1;
		}
#pragma omp target teams distribute parallel for map(tofrom: best, before)
	for (int i = 0; i < N; i++) {
		int term = (int)((i * 2654435761u) >> 3) % 1000000 + 17, t;
#pragma omp atomic capture
		{
			t = best[0];
			best[0] = (term < best[0]) ? term : best[0];
		}
		before[i] = t;
	}
	int want = 1 << 30, below = 0;
	for (int i = 0; i < N; i++) {
		int term = (int)((i * 2654435761u) >> 3) % 1000000 + 17;
		want = term < want ? term : want;
		below += before[i] < term; /* v: x before, at most the start */
		if (before[i] > 1 << 30 || before[i] < 17)
			failed = 1;
	}
	if (best[0] != want || !below) {
		printf("FAIL min %d, want %d\n", best[0], want);
		failed = 1;
	}
	if (!failed)
		printf("PASS\n");
	return failed;
}
