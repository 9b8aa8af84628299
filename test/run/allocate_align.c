// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// The allocate directive's align clause (OpenMP 5.2 6.5): each listed variable's storage is
// aligned to the power of two it gives, in host code (before and after an initializer), in a
// declare target variable, and in a target region's own variables (each thread's).
#include <omp.h>
#include <stdint.h>
#include <stdio.h>

enum { N = 300 };

double table[N];
#pragma omp allocate(table) allocator(omp_default_mem_alloc) align(256)
#pragma omp declare target(table)

static int misaligned(const void *p, uintptr_t a)
{
	return (uintptr_t)p % a != 0;
}

int main(void)
{
	char pad = 1;
	int x[N], y[4] = {1, 2, 3, 4};
#pragma omp allocate(x, y) allocator(omp_default_mem_alloc) align(128)
	for (int i = 0; i < N; i++)
		x[i] = 0;
	int bad = misaligned(x, 128) + misaligned(y, 128) + misaligned(table, 256) + (pad != 1);
	int dev_bad = -1;

	for (int i = 0; i < N; i++)
		table[i] = i;
#pragma omp target update to(table)
#pragma omp target map(from: x, dev_bad) map(to: y)
	{
		float local[8] = {0};
#pragma omp allocate(local) allocator(omp_default_mem_alloc) align(64)
		dev_bad = misaligned(local, 64) + misaligned(table, 256);
		for (int i = 0; i < N; i++)
			x[i] = (int)table[i] + y[i % 4] + (int)local[i % 8];
	}
	for (int i = 0; i < N; i++)
		bad += x[i] != i + 1 + i % 4;
	if (bad || dev_bad)
		printf("FAIL: host %d, device %d\n", bad, dev_bad);
	else
		printf("PASS\n");
	return bad || dev_bad;
}
