// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s --check-prefix=HOST
// omp_get_device_num() (OpenMP 5.2 18.7.5) in region code and in a
// function the region calls: the device header answers it from the
// module's o2c_device_num, which the runtime sets when it loads the
// module on a device; the host fallback calls the host's routine.
#include <omp.h>

// HOST: {{^/\*}} {{.*}}: host fallback of o2c_device_num_
// CHECK: #include "omp2cuda_device.h"
// CHECK: __device__ static int
// CHECK-NEXT: where(void)
// CHECK: return omp_get_device_num();
static int
where(void)
{
	return omp_get_device_num();
}

void
f(int *a, int n)
{
	// CHECK: a[i] = omp_get_device_num() + where();
	// HOST: {{^[[:space:]]+}}a[i] = omp_get_device_num() + where();
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	for (int i = 0; i < n; i++)
		a[i] = omp_get_device_num() + where();
}
