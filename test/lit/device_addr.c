// RUN: %omp2cuda --emit-host %s -o - | grep -v '// CHECK' | FileCheck %s
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck --check-prefix=CUDA %s
// RUN: %omp2cuda --dump-after=lower %s | FileCheck --check-prefix=PLAN %s
// use_device_addr (OpenMP 5.2 5.4.10): in the target data construct each
// use of the variable names its device copy, through o2c_addr_<name>; a
// section of a pointer is use_device_ptr's.  has_device_addr (5.4.9): an
// array whose address is the enclosing construct's device address is
// passed as it is; a section of a pointer is is_device_ptr's.
#include <omp.h>

void f(int n, double *p, int dev)
{
	double a[64];
	int x = 3;

// CHECK: o2c_data_begin_on(o2c_dev_device_addr_[[DATA:[0-9]+]],
// CHECK-NEXT: { __typeof__(p) o2c_host_p = p;
// CHECK-NEXT: { __typeof__(o2c_host_p) p = !o2c_if_device_addr_[[DATA]] ? o2c_host_p : (__typeof__(o2c_host_p))o2c_device_ptr(
// CHECK-NEXT: { __typeof__(a) *const o2c_addr_a = !o2c_if_device_addr_[[DATA]] ? &a : (__typeof__(a) *)o2c_device_ptr(o2c_dev_device_addr_[[DATA]], "{{.*}}device_addr.c:[[DATA]]:1", (void *)&a); (void)o2c_addr_a;
// CHECK-NEXT: { __typeof__(x) *const o2c_addr_x = !o2c_if_device_addr_[[DATA]] ? &x : (__typeof__(x) *)o2c_device_ptr(o2c_dev_device_addr_[[DATA]], "{{.*}}device_addr.c:[[DATA]]:1", (void *)&x); (void)o2c_addr_x;
// PLAN: plan device_addr_[[@LINE+3]]
// PLAN-NEXT: use_device_ptr p
// PLAN-NEXT: use_device_addr a
#pragma omp target data map(tofrom: a, x, p[0:n]) use_device_addr(a, x, p[0:n]) if(n > 0)
	{
// CHECK: omp_target_memcpy(p, (*o2c_addr_a) + 1, sizeof (*o2c_addr_a)[0], 0, 0, dev, dev);
		omp_target_memcpy(p, a + 1, sizeof a[0], 0, 0, dev, dev);
// CHECK-NEXT: omp_target_memcpy(&(*o2c_addr_x), p, sizeof (*o2c_addr_x), 0, 0, dev, dev);
		omp_target_memcpy(&x, p, sizeof x, 0, 0, dev, dev);
		{
			int x = 4; /* another x: left alone */
// CHECK: int x = 4;
// CHECK-NEXT: (void)x;
			(void)x;
		}
// the region's a is the device address; p holds one
// CHECK: void *o2c_ptr_a = (void *)o2c_addr_a;
// CHECK-NEXT: O2cArg o2c_args[] = {
// CHECK-NEXT: {.value = (void *)&o2c_ptr_a, .type = O2C_ARG_PTR, .map = -1, .name = "a", .flags = O2C_ARG_DEVICE_PTR},
// CHECK-NEXT: {.value = (void *)&p, .type = O2C_ARG_PTR, .map = -1, .name = "p", .flags = O2C_ARG_DEVICE_PTR},
// CHECK: o2c_target(o2c_region_device_addr_[[@LINE+6]](), NULL, 0, o2c_args, 2, &o2c_launch);
// CUDA: o2c_device_addr_[[@LINE+5]](double *a, const double *p, O2cDone o2c_done)
// PLAN: plan device_addr_[[@LINE+4]]
// PLAN-NOT: map
// PLAN: param double *a has_device_addr
// PLAN-NEXT: param double *p is_device_ptr
#pragma omp target has_device_addr(a, p[0:n])
		a[1] = p[0];
	}
// the closing braces of the three names, then the data region's end
// CHECK: }}}}
// CHECK-NEXT: if (o2c_if_device_addr_[[DATA]]) o2c_data_end_on(
// CHECK: x = 5;
	x = 5;
}
