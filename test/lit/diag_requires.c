// RUN: not %omp2cuda --emit-cuda %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=error:
// dynamic_allocators compiles (no error), and so do unified_shared_memory and
// unified_address (lit/requires_usm.c), except beside atomic_default_mem_order,
// which the host compiler must read while omp2cuda removes the others from the
// host file (docs/usm.md).

#pragma omp requires dynamic_allocators
// CHECK: diag_requires.c:[[@LINE+1]]:1: error: write atomic_default_mem_order in a requires directive of its own
#pragma omp requires unified_shared_memory atomic_default_mem_order(seq_cst)

int
main(void)
{
	int x = 0;
#pragma omp target map(tofrom: x)
	x = 1;
	return x - 1;
}
