// RUN: not %omp2cuda --emit-cuda %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=error:
// Requirements that change what addresses mean on the device are errors;
// atomic_default_mem_order and dynamic_allocators compile (no error).

#pragma omp requires atomic_default_mem_order(seq_cst)
#pragma omp requires dynamic_allocators
// CHECK: diag_requires.c:[[@LINE+1]]:1: error: '#pragma omp requires unified_shared_memory' is not supported yet
#pragma omp requires unified_shared_memory
// CHECK: diag_requires.c:[[@LINE+1]]:1: error: '#pragma omp requires unified_address' is not supported yet
#pragma omp requires unified_address

int
main(void)
{
	int x = 0;
#pragma omp target map(tofrom: x)
	x = 1;
	return x - 1;
}
