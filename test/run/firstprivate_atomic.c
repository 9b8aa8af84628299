// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// A scalar firstprivate on the target construct (no clause maps it) that
// the threads of a parallel loop update atomically: one copy, which they
// share (OpenMP 5.2 5.8.9, 5.1.1), and the original stays as it was.

#include <stdio.h>

#define N 512

int
main(void)
{
	int counter = 0, seen[N] = {0}, bad = 0;

#pragma omp target teams distribute parallel for map(tofrom: seen)
	for (int i = 0; i < N; i++) {
		int ticket;
#pragma omp atomic capture
		ticket = counter++;
		if (ticket >= 0 && ticket < N)
			seen[ticket] += 1;
	}
	for (int i = 0; i < N; i++)
		bad += seen[i] != 1;
	if (bad || counter != 0) {
		printf("FAIL: %d tickets not given once, counter %d\n", bad, counter);
		return 1;
	}
	printf("PASS\n");
	return 0;
}
