// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// CHECK: PASS
// Under requires unified_shared_memory, omp_target_is_accessible says yes
// for the memory the program can name (heap, static, stack: docs/usm.md),
// and a region reaching that memory through is_device_ptr computes on it.
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

#pragma omp requires unified_shared_memory

#define N 1000
static int sdata[N];

static int
square_at(int *p, int dev)
{
	int bad = 0;

	for (int i = 0; i < N; i++)
		p[i] = i;
	if (!omp_target_is_accessible(p, N * sizeof *p, dev)) {
		printf("not accessible\n");
		return 1;
	}
#pragma omp target is_device_ptr(p) device(dev)
	for (int i = 0; i < N; i++)
		p[i] = p[i] * i;
	for (int i = 0; i < N; i++)
		bad += p[i] != i * i;
	return bad;
}

int
main(void)
{
	int dev = omp_get_default_device(), stack[N], bad = 0;
	int *heap = malloc(N * sizeof *heap);

	bad += square_at(heap, dev);
	bad += square_at(sdata, dev);
	bad += square_at(stack, dev);
	free(heap);
	printf("%s\n", bad ? "FAIL" : "PASS");
	return bad != 0;
}
