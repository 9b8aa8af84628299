// reduction(task, ...) on a parallel for loop that is a target region's
// whole statement, its iterations' tasks adding with in_reduction, and
// the same in a written target parallel for with no task (the modifier
// then asks nothing more than the reduction): the sums are the host's.
// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
#include <stdio.h>

#define N 5000

int
main(void)
{
	static int a[N];
	long s = 0, t = 5, want = 0;
	int nth = 0, errors = 0;

	for (int i = 0; i < N; i++) {
		a[i] = (i * 37) % 101 - 50;
		want += (long)a[i] * (i % 7);
	}
#pragma omp target map(to: a) map(tofrom: s, nth)
	{
#pragma omp parallel for reduction(task, +: s) num_threads(64)
		for (int i = 0; i < N; i++) {
#pragma omp task in_reduction(+: s)
			s += (long)a[i] * (i % 7);
			if (i == 0)
				nth = 1;
		}
	}
#pragma omp target parallel for reduction(task, +: t) map(to: a)
	for (int i = 0; i < N; i++)
		t += (long)a[i] * (i % 7);
	if (s != want || nth != 1) {
		printf("FAIL: s = %ld, want %ld (nth %d)\n", s, want, nth);
		errors++;
	}
	if (t != want + 5) {
		printf("FAIL: t = %ld, want %ld\n", t, want + 5);
		errors++;
	}
	printf("%s\n", errors ? "FAIL" : "PASS");
	return errors != 0;
}
