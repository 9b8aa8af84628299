// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: %omp2cuda -O2 %s -o %t && env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// CHECK: PASS
// A pointer whose target no map holds (OpenMP 5.2 5.8.6: no matching
// mapped list item) keeps its original value in the region: a host
// address the region only compares and assigns, and a device address from
// omp_target_alloc that the region writes through; as a firstprivate its
// host copy keeps that value after it; a NULL pointer stays NULL.  (A host
// address the region reads through is a clean error: test/unit/gpu.test.)
#include <omp.h>
#include <stdint.h>
#include <stdio.h>

int
main(void)
{
	int dev = omp_get_default_device(), on_gpu = omp_get_num_devices() > 0;
	double cells[32] = {0}, got = 0;
	double *base = on_gpu ? omp_target_alloc(sizeof cells, dev) : cells;
	double *p = base + 5, *q = NULL;
	intptr_t want = (intptr_t)(base + 5);
	int bad = 0;
	double *h = &cells[7];
	intptr_t hwant = (intptr_t)&cells[7];

#pragma omp target map(tofrom: bad) map(to: hwant)
	{
		bad = (intptr_t)h != hwant;
		h = NULL;
	}
	if (bad || h != &cells[7]) {
		printf("FAIL: a host address compared in the region %d, after it h %s\n", bad,
		       h == &cells[7] ? "kept" : "changed");
		return 1;
	}
#pragma omp target map(tofrom: bad) map(to: want) defaultmap(default: pointer)
	{
		bad = (intptr_t)p != want || q != NULL;
		p[0] = 7;
		p = NULL;
		q = (double *)0x40;
	}
	if (on_gpu) {
		omp_target_memcpy(&got, base + 5, sizeof got, 0, 0, omp_get_initial_device(), dev);
		omp_target_free(base, dev);
	} else {
		got = cells[5];
	}
	if (bad || p != base + 5 || q != NULL || got != 7)
		printf("FAIL: in the region %d, after it p %s, q %s, value %g\n", bad,
		       p == base + 5 ? "kept" : "changed", q == NULL ? "kept" : "changed", got);
	else
		printf("PASS\n");
	return 0;
}
