// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: env OMP2CUDA_USM_HEAP=always %t | FileCheck %s
// RUN: env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// CHECK: PASS
// requires unified_shared_memory (docs/usm.md): the program's heap is
// omp2cuda's (runtime/usm_heap.c), which the GPU reaches at the host's
// addresses.  The device writes through pointers to malloc, calloc,
// realloc, posix_memalign and aligned_alloc memory that no clause maps,
// and the host reads the results back with no map and no update: on a GPU
// that does not share the memory the writes are lost (or the kernel
// faults).  OMP2CUDA_USM_HEAP=always runs the same heap on the host:
// sizes from 1 byte to 8 MiB, alignments, realloc that grows and moves,
// calloc's zeros, and the C library's own callers (strdup, printf).
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#pragma omp requires unified_shared_memory

static int
fill_and_check(void)
{
	int bad = 0;
	for (size_t n = 1; n <= ((size_t)8 << 20); n *= 3) {
		unsigned char *p = malloc(n);
		if (!p || (uintptr_t)p % 16)
			return 1;
		memset(p, (int)(n & 0xff), n);
		unsigned char *q = realloc(p, 2 * n + 5);
		if (!q)
			return 1;
		for (size_t i = 0; i < n; i++)
			bad |= q[i] != (unsigned char)(n & 0xff);
		free(q);
	}
	for (size_t a = 32; a <= 8192; a *= 2) {
		void *p = NULL;
		if (posix_memalign(&p, a, 100) || (uintptr_t)p % a)
			return 1;
		free(p);
		p = aligned_alloc(a, 4 * a);
		if (!p || (uintptr_t)p % a)
			return 1;
		free(p);
	}
	return bad;
}

int
main(void)
{
	int n = 1 << 16, bad = fill_and_check();
	double *x = malloc(n * sizeof *x);
	int *z = calloc(n, sizeof *z);
	long *r = realloc(NULL, 16);
	double *al = aligned_alloc(256, n * sizeof *al);
	char *s = strdup("unified");

	for (int i = 0; i < n; i++) {
		x[i] = i;
		bad |= z[i] != 0;
	}
	r = realloc(r, n * sizeof *r);
#pragma omp target teams distribute parallel for
	for (int i = 0; i < n; i++) {
		x[i] = 2 * x[i] + 1;
		z[i] = i % 7;
		r[i] = -i;
		al[i] = 0.5 * i;
	}
#pragma omp target
	{
		s[0] = 'U';
	}
	for (int i = 0; i < n; i++)
		bad |= x[i] != 2.0 * i + 1 || z[i] != i % 7 || r[i] != -i || al[i] != 0.5 * i;
	bad |= strcmp(s, "Unified") != 0;
	free(x);
	free(z);
	free(r);
	free(al);
	free(s);
	printf("%s\n", bad ? "FAIL" : "PASS");
	return bad;
}
