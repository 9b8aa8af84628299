// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// The memory order of atomic constructs in kernels: a release operation
// is preceded by a fence, an acquire one followed by one, seq_cst has
// both, relaxed none; relaxed when the construct names none.

// CHECK-LABEL: o2c_atomic_order_{{[0-9]+}}(
// CHECK: o2c_atomic_update<O2C_RED_ADD>(&(a[0]), (int)(1)); /* #pragma omp atomic */
// CHECK: { __threadfence(); /* release */ o2c_atomic_write(&(a[1]), (int)(1)); } /* #pragma omp atomic */
// CHECK: { v = o2c_atomic_read(&(a[2])); __threadfence(); /* acquire */ } /* #pragma omp atomic */
// CHECK: { __threadfence(); /* release */ o2c_atomic_update<O2C_RED_ADD>(&(a[3]), (int)(1)); __threadfence(); /* acquire */ } /* #pragma omp atomic */
// CHECK: { __threadfence(); /* release */ v = o2c_atomic_capture<O2C_RED_ADD>(&(a[4]), (int)(1), true); __threadfence(); /* acquire */ } /* #pragma omp atomic */

void
f(int *a)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:8])
	for (int i = 0; i < 8; i++) {
		int v;
#pragma omp atomic
		a[0] += 1;
#pragma omp atomic write release
		a[1] = 1;
#pragma omp atomic read acquire
		v = a[2];
#pragma omp atomic update seq_cst
		a[3] += 1;
#pragma omp atomic capture acq_rel
		v = a[4]++;
		a[5] = v;
	}
}
