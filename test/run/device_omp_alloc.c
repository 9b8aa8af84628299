// The memory management routines in device code (OpenMP 5.2 18.13):
// omp_alloc and omp_free in every thread of a kernel (each block is the
// thread's own: shared or overlapping blocks mix the threads' values),
// omp_calloc's zeros, omp_aligned_alloc's alignment, and an allocator
// made in the region with omp_init_allocator: its alignment trait, and a
// pool_size trait whose null_fb fallback gives NULL past the pool.
// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
#include <omp.h>
#include <stdint.h>
#include <stdio.h>

#define N 2048
#define K 16

int
main(void)
{
	static long sums[N];
	int flags[8] = {0}, errors = 0;

#pragma omp target teams distribute parallel for map(from: sums)
	for (int i = 0; i < N; i++) {
		long *v = (long *)omp_alloc(K * sizeof(long), omp_default_mem_alloc);
		long *z = (long *)omp_calloc(K, sizeof(long), omp_null_allocator);
		long s = 0;
		if (!v || !z) {
			sums[i] = -1;
			continue;
		}
		for (int k = 0; k < K; k++)
			v[k] = (long)i * K + k + z[k];
		for (int k = K - 1; k >= 0; k--)
			s += v[k] * (k + 1);
		omp_free(z, omp_null_allocator);
		omp_free(v, omp_default_mem_alloc);
		sums[i] = s;
	}
#pragma omp target map(tofrom: flags)
	{
		omp_alloctrait_t align[1] = {{omp_atk_alignment, 256}};
		omp_alloctrait_t pool[2] = {{omp_atk_pool_size, 1024}, {omp_atk_fallback, omp_atv_null_fb}};
		omp_allocator_handle_t a = omp_init_allocator(omp_default_mem_space, 1, align);
		omp_allocator_handle_t p = omp_init_allocator(omp_large_cap_mem_space, 2, pool);
		char *x = (char *)omp_alloc(100, a);
		char *y = (char *)omp_aligned_alloc(128, 40, omp_default_mem_alloc);
		char *p1 = (char *)omp_alloc(800, p);
		char *p2 = (char *)omp_alloc(800, p);
		flags[0] = a != omp_null_allocator && x && (uintptr_t)x % 256 == 0;
		flags[1] = y && (uintptr_t)y % 128 == 0;
		flags[2] = p1 != NULL;
		flags[3] = p2 == NULL;
		for (int k = 0; k < 100; k++)
			x[k] = (char)k;
		for (int k = 0; k < 40; k++)
			y[k] = (char)(2 * k);
		flags[4] = x[99] == 99 && y[39] == 78;
		omp_free(p1, p);
		p2 = (char *)omp_alloc(800, p);
		flags[5] = p2 != NULL;
		omp_free(p2, p);
		omp_free(x, a);
		omp_free(y, omp_default_mem_alloc);
		omp_destroy_allocator(a);
		omp_destroy_allocator(p);
		flags[6] = 1;
	}
	for (int i = 0; i < N; i++) {
		long s = 0;
		for (int k = 0; k < K; k++)
			s += ((long)i * K + k) * (k + 1);
		if (sums[i] != s) {
			printf("FAIL: sums[%d] = %ld, want %ld\n", i, sums[i], s);
			errors++;
			break;
		}
	}
	for (int k = 0; k < 7; k++)
		if (!flags[k]) {
			printf("FAIL: flags[%d]\n", k);
			errors++;
		}
	printf("%s\n", errors ? "FAIL" : "PASS");
	return errors != 0;
}
