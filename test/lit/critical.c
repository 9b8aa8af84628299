// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s --check-prefix=HOST
// critical on the device: a lock in device memory per name, taken and released in one
// iteration of a retry loop; the host fallback keeps the directive.

// CHECK: #include "omp2cuda_device.h"
// CHECK: /* #pragma omp critical */
// CHECK-NEXT: __device__ unsigned o2c_critical;
// CHECK: /* #pragma omp critical (hist) */
// CHECK-NEXT: __device__ unsigned o2c_critical_hist;
void
f(int n, const int *v, int *stats, int *hist)
{
	// CHECK-LABEL: __global__ void
	// CHECK: for (bool o2c_done = false; !o2c_done;) /* #pragma omp critical */
	// CHECK-NEXT: if (o2c_critical_try(&o2c_critical)) {
	// CHECK: stats[0] += v[i];
	// CHECK: stats[1] += 1;
	// CHECK: o2c_critical_release(&o2c_critical);
	// CHECK-NEXT: o2c_done = true;
	// HOST: #pragma omp parallel for
	// HOST: #pragma omp critical
#pragma omp target teams distribute parallel for map(to: v[0:n]) map(tofrom: stats[0:2])
	for (int i = 0; i < n; i++) {
#pragma omp critical
		{
			stats[0] += v[i];
			stats[1] += 1;
		}
	}
	// CHECK: if (o2c_critical_try(&o2c_critical_hist)) {
	// HOST: #pragma omp critical(hist)
#pragma omp target teams distribute parallel for map(to: v[0:n]) map(tofrom: hist[0:16])
	for (int i = 0; i < n; i++)
#pragma omp critical(hist)
		hist[v[i] & 15] += 1;
	// an atomic construct as the loop's statement, its directive before it
	// CHECK: o2c_atomic_update<O2C_RED_ADD>(&(hist[v[i] & 15]), (int)(2)); /* #pragma omp atomic */
#pragma omp target teams distribute parallel for map(to: v[0:n]) map(tofrom: hist[0:16])
	for (int i = 0; i < n; i++)
#pragma omp atomic
		hist[v[i] & 15] += 2;
}
