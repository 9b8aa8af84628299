// RUN: %omp2cuda --emit-host %s -o - | grep -v '// CHECK' | FileCheck %s
// RUN: %omp2cuda --dump-after=lower %s | FileCheck --check-prefix=PLAN %s
// The device clause picks the device of each construct; target data reads
// it once for its beginning and its end.  is_device_ptr passes a pointer as
// it is; use_device_ptr gives the data region's body a variable of the same
// name that holds the device address.
#include <omp.h>

void f(int n, double *a, double *d, int dev)
{
// CHECK: { /* {{.*}}device_clauses.c:[[DATA:[0-9]+]]: #pragma omp target data map(tofrom: a[0:n]) device(dev + 1) */
// CHECK: const int o2c_dev_device_clauses_[[DATA]] = (int)(dev + 1);
// CHECK-NEXT: o2c_data_begin_on(o2c_dev_device_clauses_[[DATA]], "{{.*}}device_clauses.c:[[DATA]]:1", o2c_data_device_clauses_[[DATA]], 1);
// PLAN: plan device_clauses_[[DATA:[0-9]+]]
// PLAN-NEXT: device dev + 1
#pragma omp target data map(tofrom: a[0:n]) device(dev + 1)
	{
// CHECK: o2c_update_on((int)(dev + 1), "{{.*}}device_clauses.c:[[@LINE+1]]:1", o2c_data_device_clauses_[[@LINE+1]], 1);
#pragma omp target update from(a[0:n]) device(dev + 1)
// CHECK: {.value = (void *)&d, .type = O2C_ARG_PTR, .map = -1, .name = "d", .flags = O2C_ARG_DEVICE_PTR},
// CHECK: o2c_target_on((int)(dev), o2c_region_device_clauses_[[@LINE+4]](), NULL, 0, o2c_args, 3, &o2c_launch);
// PLAN: plan device_clauses_[[@LINE+3]]
// PLAN-NEXT: device dev
// PLAN: param double *d is_device_ptr
#pragma omp target teams distribute parallel for is_device_ptr(d) device(device_num: dev)
		for (int i = 0; i < n; i++)
			d[i] = a[i];
	}
// CHECK: o2c_data_end_on(o2c_dev_device_clauses_[[DATA]], "{{.*}}device_clauses.c:[[DATA]]:1", o2c_data_device_clauses_[[DATA]], 1);

// CHECK: const int o2c_if_device_clauses_[[UDP:[0-9]+]] = (n > 0) != 0;
// CHECK-NEXT: const int o2c_dev_device_clauses_[[UDP]] = o2c_default_device();
// CHECK-NEXT: if (o2c_if_device_clauses_[[UDP]]) o2c_data_begin_on(o2c_dev_device_clauses_[[UDP]],
// CHECK-NEXT: { __typeof__(a) o2c_host_a = a;
// CHECK-NEXT: { __typeof__(o2c_host_a) a = !o2c_if_device_clauses_[[UDP]] ? o2c_host_a : (__typeof__(o2c_host_a))o2c_device_ptr(o2c_dev_device_clauses_[[UDP]], "{{.*}}device_clauses.c:[[UDP]]:1", (void *)o2c_host_a);
// CHECK: omp_target_memcpy(d, a, n * sizeof *a, 0, 0, dev, dev);
// CHECK: }}
// CHECK-NEXT: if (o2c_if_device_clauses_[[UDP]]) o2c_data_end_on(o2c_dev_device_clauses_[[UDP]],
// PLAN: plan device_clauses_[[@LINE+2]]
// PLAN: use_device_ptr a
#pragma omp target data map(to: a[0:n]) use_device_ptr(a) if(n > 0)
	{
		omp_target_memcpy(d, a, n * sizeof *a, 0, 0, dev, dev);
	}

// CHECK: o2c_data_begin("{{.*}}device_clauses.c:[[@LINE+1]]:1"
#pragma omp target enter data map(to: a[0:n])
// CHECK: o2c_data_end_on((int)(0), "{{.*}}device_clauses.c:[[@LINE+1]]:1"
#pragma omp target exit data map(from: a[0:n]) device(0)
}
