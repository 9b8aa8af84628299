// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// RUN: not %omp2cuda --emit-cuda %s -DCOMPARE -o /dev/null 2>&1 | FileCheck %s --check-prefix=DIAG
// hint(expr) on an atomic construct is a hint (OpenMP 5.0 2.17.7, 2.17.12): the construct is
// the same GPU atomic without it, and its kind and memory order clauses are read beside it.
// compare (OpenMP 5.1) is an error.

#include <omp.h>

// CHECK-LABEL: o2c_atomic_hint_{{[0-9]+}}(
// CHECK: o2c_atomic_update<O2C_RED_ADD>(&(a[0]), (int)(1)); /* #pragma omp atomic */
// CHECK: { v = o2c_atomic_read(&(a[1])); __threadfence(); /* acquire */ } /* #pragma omp atomic */
// CHECK: o2c_atomic_write(&(a[2]), (int)(v)); /* #pragma omp atomic */
void
f(int *a)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:8])
	for (int i = 0; i < 8; i++) {
		int v;
#pragma omp atomic hint(omp_sync_hint_speculative)
		a[0] += 1;
#pragma omp atomic hint(omp_sync_hint_uncontended | omp_sync_hint_nonspeculative) read acquire
		v = a[1];
#pragma omp atomic write hint(0x4)
		a[2] = v;
	}
}

#ifdef COMPARE
void
g(int *a)
{
#pragma omp target map(tofrom: a[0:1])
	{
	// DIAG: atomic_hint.c:[[@LINE+1]]:1: error: atomic compare and fail clauses are not supported yet
#pragma omp atomic compare
		if (a[0] < 3) a[0] = 3;
	}
}
#endif
