// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// Atomic constructs with hint clauses (OpenMP 5.0 2.17.12): the hint changes nothing of what
// the construct computes; every thread's update is counted.

#include <omp.h>
#include <stdio.h>

#define N 100000

int
main(void)
{
	int sum = 0, max_seen = 0, bad = 0, ok = 1;
	long long total = 0;

#pragma omp target teams distribute parallel for map(tofrom: sum, total, max_seen, bad)
	for (int i = 0; i < N; i++) {
		int v;
#pragma omp atomic hint(omp_sync_hint_contended)
		sum += 1;
#pragma omp atomic update hint(omp_sync_hint_uncontended | omp_sync_hint_speculative)
		total += i;
#pragma omp atomic capture hint(0x8)
		v = max_seen++;
		if (v < 0 || v >= N) /* each capture sees a count below N */
			bad = 1;
	}
	if (sum != N || total != (long long)N * (N - 1) / 2 || max_seen != N || bad) {
		printf("FAIL: sum %d, total %lld, count %d\n", sum, total, max_seen);
		ok = 0;
	}
	if (ok)
		printf("PASS\n");
	return !ok;
}
