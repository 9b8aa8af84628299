// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// Clause expressions the kernel evaluates (a nested region's num_threads,
// a combined loop's chunk size) through macros: the variables a macro's
// definition names are captured, and the macros reach the .cu file.

#include <omp.h>
#include <stdio.h>

#define NT (nt + 1)
#define CH(x) ((x) + chunk)

int
main(void)
{
	int nt = 3, chunk = 1, got = 0, v[64] = {0}, bad = 0;

#pragma omp target teams num_teams(1) map(tofrom: got)
	{
#pragma omp parallel num_threads(NT)
		{
			if (omp_get_thread_num() == 0)
				got = omp_get_num_threads();
		}
	}
#pragma omp target teams distribute parallel for schedule(static, CH(1))
	for (int i = 0; i < 64; i++)
		v[i] = i * chunk;
	for (int i = 0; i < 64; i++)
		bad += v[i] != i;
	if (got != 4 || bad) {
		printf("FAIL: %d threads (want 4), %d wrong\n", got, bad);
		return 1;
	}
	printf("PASS\n");
	return 0;
}
