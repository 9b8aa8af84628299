// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: %omp2cuda -O2 %s -o %t && env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// CHECK: PASS
// A metadirective in host code whose choice there is a target construct
// runs its statement where a plain target construct runs it: on the GPU
// where there is one, in the host fallback otherwise.

#include <omp.h>
#include <stdio.h>

int
main(void)
{
	int plain = -1, meta = -1, sum = 0;

#pragma omp target map(from: plain)
	plain = omp_is_initial_device();
#pragma omp metadirective when(device = {kind(nohost)}: nothing) otherwise(target map(from: meta))
	{
		meta = omp_is_initial_device();
	}
#pragma omp metadirective when(device = {kind(host)}: target teams distribute parallel for \
                                   map(tofrom: sum) reduction(+: sum))
	for (int i = 0; i < 1000; i++)
		sum += i;
	if (meta != plain || sum != 499500)
		printf("FAIL: plain target on the host %d, metadirective's %d, sum %d\n", plain, meta,
		       sum);
	else
		printf("PASS\n");
	return 0;
}
