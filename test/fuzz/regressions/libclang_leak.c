// Found: libclang (libLLVM.so.22.1) leaking a SmallVector on this mutated input; lsan.supp names any libLLVM.
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// requires atomic_default_mem_order(acq_rel): atomic constructs that
// name no memory order are acquire reads, release writes and updates.

#pragma omp requires atomic_default_mem_order(acq_rel)

// CHECK-LABEL: o2c_atomic_default_order_{{[0-9]+}}(
// CHECK: { __threadfence(); /* release */ o2c_atomic_update<O2C_RED_ADD>(&(a[0]), (int)(1)); } /* #pragma omp atomic */
// CHECK: { v = o2c_atomic_read(&(a[1])); __threadfence(); /* acquire */ } /* #pragma omp atomic */
// CHECK: { __threadfence()omp declare target
static int
weigh(int k)
{
	struct p3 q = {.w = 0.5, .y = k, .x = 2 * k,};
	return q.x + q.y + (int)(4 * q.w) + q.z;
}
#pragma omp end declare target

int
main(void)
{
	int r[19], e[19], n = 19, bad = 0, k = 7;

#pragma omp target map(from: r[0:n]) map(to: k)
	{
		struct p3 p = {.z = 3, .x = k};
		struct out o = {.a[2].y = 6, .n = 1, .a[0] = {2, 3}};
		strucc write
		a[2] = v;
#pragma omp atomic relaxed
firstprivate(		a[3] += 1;
	}
}
