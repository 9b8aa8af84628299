// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// A reduction on a teams construct whose code has parallel regions: each
// team's copy is shared by the threads of its parallel regions, whose own
// reductions of it combine into it, and the team's code updates it too;
// the copies of the teams combine into the original (OpenMP 5.2 5.5.8).

#include <stdio.h>

#define N 10000
#define BLOCK 96

static int
min_int(int a, int b)
{
	return a < b ? a : b;
}

int
main(void)
{
	static float b[N], c[N];
	static int v[N];
	int ok = 1;

	for (int i = 0; i < N; i++) {
		b[i] = (float)(i % 7);
		c[i] = 0.5f;
		v[i] = (i * 37) % 1001 - 500;
	}

	/* split constructs: the parallel loop reduces into the team's copy */
	float sum = 1;
#pragma omp target map(to: b, c) map(tofrom: sum)
#pragma omp teams num_teams(8) thread_limit(128) reduction(+: sum)
#pragma omp distribute
	for (int i0 = 0; i0 < N; i0 += BLOCK)
#pragma omp parallel for reduction(+: sum)
		for (int i = i0; i < min_int(i0 + BLOCK, N); i++)
			sum += b[i] * c[i];

	/* combined, implicitly mapped: the team's code adds each part, and a
	 * second variable finds the smallest value */
	int total = 0, lowest = 1000;
#pragma omp target teams distribute reduction(+: total) reduction(min: lowest) map(to: v)
	for (int i0 = 0; i0 < N; i0 += BLOCK) {
		int part = 0;
#pragma omp parallel for reduction(+: part) reduction(min: lowest)
		for (int i = i0; i < min_int(i0 + BLOCK, N); i++) {
			part += v[i];
			lowest = v[i] < lowest ? v[i] : lowest;
		}
		total += part + 1;
	}

	/* teams without distribute: every team adds the whole */
	long long every = 0;
#pragma omp target teams num_teams(3) reduction(+: every) map(to: v)
	{
#pragma omp parallel for reduction(+: every)
		for (int i = 0; i < N; i++)
			every += v[i] > 0;
	}

	float want_sum = 1;
	int want_total = 0, want_lowest = 1000, positive = 0, blocks = 0;
	for (int i = 0; i < N; i++) {
		want_sum += b[i] * c[i];
		want_total += v[i];
		want_lowest = v[i] < want_lowest ? v[i] : want_lowest;
		positive += v[i] > 0;
	}
	for (int i0 = 0; i0 < N; i0 += BLOCK)
		blocks++;
	want_total += blocks;
	ok &= sum == want_sum && total == want_total && lowest == want_lowest;
	ok &= every % positive == 0 && every / positive >= 1 && every / positive <= 3;
	printf("%g %g %d %d %d %d %lld %d\n", sum, want_sum, total, want_total, lowest, want_lowest,
	       every, positive);
	printf("%s\n", ok ? "PASS" : "FAIL");
	return !ok;
}
