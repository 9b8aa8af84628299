// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: %omp2cuda -O2 %s -o %t && env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// CHECK: PASS
// A pointer a target region uses without dereferencing it, whose target
// no map holds (OpenMP 5.2 5.8.6: no matching mapped list item), keeps
// its original value in the region, and as a firstprivate its host copy
// keeps that value after it; a NULL pointer stays NULL.  On the GPU the
// runtime passes the host address as it is.

#include <stdint.h>
#include <stdio.h>

int
main(void)
{
	double cells[32];
	double *p = &cells[5], *q = NULL;
	intptr_t want = (intptr_t)&cells[5];
	int bad = 0;

#pragma omp target map(tofrom: bad) map(to: want) defaultmap(default: pointer)
	{
		bad = (intptr_t)p != want || q != NULL;
		p = NULL;
		q = (double *)0x40;
	}
	if (bad || p != &cells[5] || q != NULL)
		printf("FAIL: in the region %d, after it p %s, q %s\n", bad,
		       p == &cells[5] ? "kept" : "changed", q == NULL ? "kept" : "changed");
	else
		printf("PASS\n");
	return 0;
}
