// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// CHECK: PASS
// atomic compare (OpenMP 5.1 2.19.7) in target regions and in host code:
// a maximum and a minimum of many values found concurrently (both forms
// of the statement, int, long long and double), slots each claimed by
// exactly one of many threads (x == e, with the result captured), and
// the captures of v: x before, x after, x where the comparison failed.
// With the compare-and-swap not atomic, threads claim a slot twice or
// lose a maximum.

#include <stdio.h>

#define N 4096
#define SLOTS 64

static int
value(int i)
{
	return (int)((i * 7919u + 13u) % 100003u) - 50000;
}

static int
extremes(void)
{
	int big = -1000000;
	long long small = 1000000;
	double dbig = -1e9;

#pragma omp target teams distribute parallel for map(tofrom: big, small, dbig)
	for (int i = 0; i < N; i++) {
		int v = value(i);
#pragma omp atomic compare
		if (v > big) {
			big = v;
		}
#pragma omp atomic compare
		small = small > v ? v : small;
#pragma omp atomic compare seq_cst
		if (dbig < v * 0.5) {
			dbig = v * 0.5;
		}
	}
	int want_big = -1000000, want_small = 1000000;
	for (int i = 0; i < N; i++) {
		want_big = value(i) > want_big ? value(i) : want_big;
		want_small = value(i) < want_small ? value(i) : want_small;
	}
	return big == want_big && small == want_small && dbig == want_big * 0.5;
}

static int
claims(void)
{
	int owner[SLOTS], wins[SLOTS], fails = 0;

	for (int k = 0; k < SLOTS; k++)
		owner[k] = -1, wins[k] = 0;
#pragma omp target teams distribute parallel for map(tofrom: owner, wins, fails)
	for (int i = 0; i < N; i++) {
		int k = i % SLOTS, won, seen = -2;
#pragma omp atomic compare capture
		{
			won = owner[k] == -1;
			if (won) {
				owner[k] = i;
			} else {
				seen = owner[k];
			}
		}
		if (won) {
#pragma omp atomic
			wins[k] += 1;
		} else if (seen < 0 || seen % SLOTS != k) {
#pragma omp atomic
			fails += 1;
		}
	}
	for (int k = 0; k < SLOTS; k++)
		if (wins[k] != 1 || owner[k] % SLOTS != k)
			return 0;
	return fails == 0;
}

static int
captures(void)
{
	int x = 5, before = 0, after = 0, failed = 0, y = 3, z = 9;

#pragma omp target map(tofrom: x, before, after, failed, y, z)
	{
#pragma omp atomic compare capture
		{
			before = x;
			if (x < 8) {
				x = 8;
			}
		}
#pragma omp atomic compare capture
		{
			if (y == 3) {
				y = 4;
			}
			after = y;
		}
#pragma omp atomic compare capture fail(relaxed)
		if (z == 1) {
			z = 2;
		} else {
			failed = z;
		}
	}
	return x == 8 && before == 5 && y == 4 && after == 4 && z == 9 && failed == 9;
}

/* host code: the host file writes the construct out */
static int
on_host(void)
{
	int big = -1000000, claimed = 0, old = -1;

#pragma omp parallel for
	for (int i = 0; i < N; i++) {
#pragma omp atomic compare
		if (big < value(i)) {
			big = value(i);
		}
#pragma omp atomic compare weak
		claimed = claimed == 0 ? i + 1 : claimed;
	}
#pragma omp atomic compare capture
	{
		old = big;
		big = big < 0 ? 0 : big;
	}
	int want = -1000000;
	for (int i = 0; i < N; i++)
		want = value(i) > want ? value(i) : want;
	return big == (want < 0 ? 0 : want) && old == want && claimed >= 1 && claimed <= N;
}

int
main(void)
{
	int ok = extremes() && claims() && captures() && on_host();

	printf("%s\n", ok ? "PASS" : "FAIL");
	return !ok;
}
