// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: %omp2cuda -O2 %s -o %t && env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// CHECK: PASS
// A metadirective in host code whose choice there is a target construct
// runs its statement where a plain target construct runs it: on the GPU
// where there is one, in the host fallback otherwise.  A user condition
// may be a macro (the directive's tokens are macro-replaced).

#include <omp.h>
#include <stdio.h>

#define MODEL_TARGET 1
#define MODEL_HOST 0

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
	int cond = -1;
#pragma omp metadirective when(user = {condition(MODEL_HOST)}: nothing) \
                          when(user = {condition(MODEL_TARGET)}: target map(from: cond))
	cond = omp_is_initial_device();
	if (meta != plain || sum != 499500 || cond != plain)
		printf("FAIL: plain target on the host %d, metadirective's %d and %d, sum %d\n", plain,
		       meta, cond, sum);
	else
		printf("PASS\n");
	return 0;
}
