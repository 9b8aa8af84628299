// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// target update of strided sections (OpenMP 5.2 5.1.5, a[lo:len:stride]):
// only every stride-th element moves.  In the host fallback there is one
// copy of the data, so every element shows every change.

#include <omp.h>
#include <stdio.h>

#define N 64

int
main(void)
{
	double a[N];
	int dev = 0, bad = 0;

#pragma omp target map(from: dev)
	dev = !omp_is_initial_device();
	for (int i = 0; i < N; i++)
		a[i] = 0;
#pragma omp target data map(tofrom: a)
	{
		for (int i = 0; i < N; i++)
			a[i] = i;
#pragma omp target update to(a[0:N/2:2])
#pragma omp target
		for (int i = 0; i < N; i++)
			a[i] += 100;
#pragma omp target update from(a[1:N/4:4])
		for (int i = 0; i < N; i++) {
			/* the device: even elements went there (i), odd ones stayed 0 */
			double dev_value = (i % 2 ? 0 : i) + 100;
			double want = !dev ? i + 100 : i % 4 == 1 ? dev_value : i;
			bad += a[i] != want;
		}
	}
	for (int i = 0; i < N; i++)
		bad += a[i] != (!dev ? i + 100 : (i % 2 ? 0 : i) + 100);
	if (bad) {
		printf("FAIL: %d wrong\n", bad);
		return 1;
	}
	printf("PASS\n");
	return 0;
}
