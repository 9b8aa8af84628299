// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// CHECK: PASS
// omp_aligned_calloc (OpenMP 5.1 3.13.9) in device code: zeroed memory
// at the asked alignment, from a predefined allocator and from one the
// region makes with an alignment trait that is larger than the argument;
// a size that overflows gives NULL.  Each team dirties a block and frees
// it first, so that memory the heap gives again is seen zeroed.

#include <omp.h>
#include <stdint.h>
#include <stdio.h>

#define TEAMS 8
#define M 333

int
main(void)
{
	int bad[TEAMS] = {0};

#pragma omp target teams num_teams(TEAMS) map(tofrom: bad)
	{
		int t = omp_get_team_num();
		omp_alloctrait_t tr[1] = {{omp_atk_alignment, 256}};
		omp_allocator_handle_t al = omp_init_allocator(omp_default_mem_space, 1, tr);
		long *d = (long *)omp_aligned_alloc(128, M * sizeof(long), omp_default_mem_alloc);
		for (int i = 0; d && i < M; i++)
			d[i] = -1;
		omp_free(d, omp_default_mem_alloc);
		long *p = (long *)omp_aligned_calloc(128, M, sizeof(long), omp_default_mem_alloc);
		double *q = (double *)omp_aligned_calloc(64, M, sizeof(double), al);
		if (!p || !q || (uintptr_t)p % 128 || (uintptr_t)q % 256)
			bad[t] |= 1;
		for (int i = 0; p && q && i < M; i++)
			if (p[i] != 0 || q[i] != 0.0)
				bad[t] |= 2;
		if (omp_aligned_calloc(64, (size_t)-1 / 2, 4, omp_default_mem_alloc))
			bad[t] |= 4;
		omp_free(p, omp_default_mem_alloc);
		omp_free(q, al);
		omp_destroy_allocator(al);
	}
	int ok = 1;
	for (int t = 0; t < TEAMS; t++)
		ok &= bad[t] == 0;
	printf("%s\n", ok ? "PASS" : "FAIL");
	return !ok;
}
