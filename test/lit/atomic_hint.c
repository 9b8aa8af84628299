// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// RUN: %omp2cuda --emit-cuda %s -DCOMPARE -o - | FileCheck %s --check-prefix=COMPARE
// hint(expr) on an atomic construct is a hint (OpenMP 5.0 2.17.7, 2.17.12): the construct is
// the same GPU atomic without it, and its kind and memory order clauses are read beside it.
// With compare (OpenMP 5.1) too.

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
	// COMPARE: o2c_atomic_compare<O2C_CMP_LT>(&(a[0]), o2c_e, o2c_e, &o2c_old, &o2c_now); (void)o2c_hit; (void)o2c_now; } /* #pragma omp atomic compare */
#pragma omp atomic compare hint(omp_sync_hint_uncontended)
		if (a[0] < 3) a[0] = 3;
	}
}
#endif
