// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// requires atomic_default_mem_order(acq_rel): atomic constructs that
// name no memory order are acquire reads, release writes and updates.

#pragma omp requires atomic_default_mem_order(acq_rel)

// CHECK-LABEL: o2c_atomic_default_order_{{[0-9]+}}(
// CHECK: { __threadfence(); /* release */ o2c_atomic_update<O2C_RED_ADD>(&(a[0]), (int)(1)); } /* #pragma omp atomic */
// CHECK: { v = o2c_atomic_read(&(a[1])); __threadfence(); /* acquire */ } /* #pragma omp atomic */
// CHECK: { __threadfence(); /* release */ o2c_atomic_write(&(a[2]), (int)(v)); } /* #pragma omp atomic */
// CHECK: o2c_atomic_update<O2C_RED_ADD>(&(a[3]), (int)(1)); /* #pragma omp atomic */

void
f(int *a)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:8])
	for (int i = 0; i < 8; i++) {
		int v;
#pragma omp atomic
		a[0] += 1;
#pragma omp atomic read
		v = a[1];
#pragma omp atomic write
		a[2] = v;
#pragma omp atomic relaxed
		a[3] += 1;
	}
}
