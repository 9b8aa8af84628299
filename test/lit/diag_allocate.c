// An allocate directive whose allocator is made at run time may ask for
// alignment the variable's own storage does not have: a clean error
// (frontend/allocate.c).  An align clause gives the declaration an
// attribute: a clean error where a macro writes the declaration.
// RUN: not %omp2cuda %s 2>&1 | FileCheck %s
#include <omp.h>

int
main(void)
{
	omp_alloctrait_t traits[1] = {{omp_atk_alignment, 64}};
	omp_allocator_handle_t al = omp_init_allocator(omp_default_mem_space, 1, traits);
#define DECLARE(v) int v[16]
	int x[16];
	DECLARE(y);
	// CHECK: diag_allocate.c:[[@LINE+1]]:1: error: '#pragma omp allocate(x) allocator(al)' is not supported yet: only the predefined allocators
#pragma omp allocate(x) allocator(al)
	// CHECK: diag_allocate.c:[[@LINE+1]]:1: error: '#pragma omp allocate(y) align(64)' is not supported yet: align of 'y', whose declaration a macro writes
#pragma omp allocate(y) align(64)
	x[0] = y[0] = 0;
	omp_destroy_allocator(al);
	return x[0];
}
