// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// Predefined allocators for a region's private copies (uses_allocators
// and the allocate clause): the copies behave as private ones, wherever
// they live.

#include <omp.h>
#include <stdio.h>

#define N 256

int
main(void)
{
	int out[N], scratch[8], sum = 0, bad = 0;
	int base = 5;

#pragma omp target parallel for map(from: out) uses_allocators(omp_pteam_mem_alloc) \
	allocate(omp_pteam_mem_alloc: scratch) private(scratch)
	for (int i = 0; i < N; i++) {
		scratch[i % 8] = 2 * i;
		out[i] = scratch[i % 8];
	}
	for (int i = 0; i < N; i++)
		bad += out[i] != 2 * i;
#pragma omp target teams distribute parallel for map(tofrom: out) \
	uses_allocators(omp_low_lat_mem_alloc) allocate(omp_low_lat_mem_alloc: base) \
	firstprivate(base)
	for (int i = 0; i < N; i++)
		out[i] += base;
	for (int i = 0; i < N; i++)
		bad += out[i] != 2 * i + 5;
#pragma omp target map(tofrom: sum) uses_allocators(omp_default_mem_alloc)
	{
		int local[4];
		for (int k = 0; k < 4; k++)
			local[k] = k + 1;
		for (int k = 0; k < 4; k++)
			sum += local[k];
	}
	if (bad || sum != 10) {
		printf("FAIL: %d wrong, sum %d\n", bad, sum);
		return 1;
	}
	printf("PASS\n");
	return 0;
}
