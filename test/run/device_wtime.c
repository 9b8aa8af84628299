// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// omp_get_wtime and omp_get_wtick in device code (OpenMP 5.2 18.10): a
// region's own calls and a declare target function's, the kernel reading
// the GPU's global timer and the host fallback the host's clock.  Two
// reads around work are ordered and the tick is positive.

#include <omp.h>
#include <stdio.h>

#pragma omp declare target
static double
elapsed_since(double t0)
{
	return omp_get_wtime() - t0;
}
#pragma omp end declare target

int
main(void)
{
	double t0 = -1, dt = -1, tick = 0, sum = 0;

#pragma omp target map(from: t0, dt, tick) map(tofrom: sum)
	{
		t0 = omp_get_wtime();
		for (int i = 0; i < 100000; i++)
			sum += i * 0.5;
		dt = elapsed_since(t0);
		tick = omp_get_wtick();
	}
	int ok = t0 >= 0 && dt >= 0 && dt < 60 && tick > 0 && tick < 1 && sum > 0;
	printf("%s\n", ok ? "PASS" : "FAIL");
	return !ok;
}
