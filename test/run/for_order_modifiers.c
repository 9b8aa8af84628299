// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// CHECK: PASS
// Worksharing loops in a target region's parallel region with the
// OpenMP 5.1 order modifiers: order(reproducible: concurrent) on two
// loops of the same static schedule and trip count, the first with
// nowait, so that each thread reads in the second loop only what it
// wrote in the first; and order(unconstrained: concurrent).  The kernel
// keeps each loop's barrier, which nowait allows.

#include <stdio.h>

#define N 5000

int
main(void)
{
	static double a[N], b[N], c[N];
	int ok = 1;

	for (int i = 0; i < N; i++)
		a[i] = i * 0.5;
#pragma omp target map(tofrom: a, b, c)
#pragma omp parallel
	{
#pragma omp for schedule(static) order(reproducible: concurrent) nowait
		for (int i = 0; i < N; i++)
			a[i] = a[i] * 4.0 + 1.0;
#pragma omp for schedule(static) order(reproducible: concurrent)
		for (int i = 0; i < N; i++)
			b[i] = a[i] - 1.0;
#pragma omp for order(unconstrained: concurrent)
		for (int i = 0; i < N; i++)
			c[i] = b[N - 1 - i] + b[i];
	}
	for (int i = 0; i < N; i++)
		ok &= b[i] == i * 2.0 && c[i] == (N - 1) * 2.0 && a[i] == i * 2.0 + 1.0;
	printf("%s\n", ok ? "PASS" : "FAIL");
	return !ok;
}
