// RUN: %omp2cuda --emit-host %s -o - | grep -v '// CHECK' | FileCheck %s
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck --check-prefix=CUDA %s
// RUN: %omp2cuda --dump-after=lower %s | FileCheck --check-prefix=PLAN %s
// has_device_addr (OpenMP 5.2 5.4.9) of scalars and structs: the kernel
// gets a pointer to the device copy, not a value.  Inside a target data
// construct with use_device_addr of it, that is the address the construct
// gives (passed as it is); elsewhere the variable's address is the host's
// (which 5.4.9 leaves unspecified), and the runtime passes the device
// copy the present table holds for it, as for a pointer with no map.  The
// kernel names the device copy itself (a reference), so &s in the region
// is the device address.
// Arrays without use_device_addr around are looked up the same way.

struct P {
	double w;
	int n;
};

void f(double *out)
{
	double s = 1;
	struct P pt = {0.5, 0};
	double b[16];

#pragma omp target data map(tofrom: s, pt, b)
	{
// CHECK: void *o2c_ptr_s = (void *)&s;
// CHECK-NEXT: void *o2c_ptr_pt = (void *)&pt;
// CHECK-NEXT: void *o2c_ptr_b = (void *)b;
// CHECK-NEXT: O2cArg o2c_args[] = {
// CHECK-NEXT: {.value = (void *)&o2c_ptr_s, .type = O2C_ARG_PTR, .map = -1, .name = "s", .flags = 0},
// CHECK-NEXT: {.value = (void *)&o2c_ptr_pt, .type = O2C_ARG_PTR, .map = -1, .name = "pt", .flags = 0},
// CHECK-NEXT: {.value = (void *)&o2c_ptr_b, .type = O2C_ARG_PTR, .map = -1, .name = "b", .flags = O2C_ARG_RESTRICT},
// CHECK: o2c_target(o2c_region_device_addr_scalar_[[@LINE+14]](), NULL, 0, o2c_args, 3, &o2c_launch);
// CUDA: o2c_device_addr_scalar_[[@LINE+13]](double *o2c_ref_s, struct P *o2c_ref_pt, double *__restrict__ b, O2cDone o2c_done)
// CUDA-NEXT: {
// CUDA-NEXT: double &s = *o2c_ref_s; /* the device copy */
// CUDA-NEXT: struct P &pt = *o2c_ref_pt; /* the device copy */
// CUDA-NOT: *o2c_ref_s = s;
// CUDA: __global__
// PLAN: plan device_addr_scalar_[[@LINE+7]]
// PLAN-NOT: map
// PLAN: kernel
// PLAN-NEXT: param double s has_device_addr by reference -> present table
// PLAN-NEXT: param struct P pt has_device_addr by reference -> present table
// PLAN-NEXT: param double *b has_device_addr -> present table
// PLAN-NEXT: trip 1
#pragma omp target has_device_addr(s, pt, b)
		{
			s += pt.w;
			pt.n++;
			b[0] = s;
		}

#pragma omp target data use_device_addr(s)
		{
// CHECK: void *o2c_ptr_s = (void *)o2c_addr_s;
// CHECK-NEXT: O2cArg o2c_args[] = {
// CHECK-NEXT: {.value = (void *)&o2c_ptr_s, .type = O2C_ARG_PTR, .map = -1, .name = "s", .flags = O2C_ARG_DEVICE_PTR},
// PLAN: plan device_addr_scalar_[[@LINE+2]]
// PLAN: param double s has_device_addr by reference{{$}}
#pragma omp target has_device_addr(s)
			s *= 2;
		}

// a loop's threads read the device copy itself: &s is the device address
// CUDA: o2c_device_addr_scalar_[[@LINE+3]](double *__restrict__ b, double *o2c_ref_s, O2cDone o2c_done)
// CUDA-NEXT: {
// CUDA-NEXT: double &s = *o2c_ref_s; /* the device copy */
#pragma omp target teams distribute parallel for has_device_addr(s)
		for (int i = 0; i < 16; i++)
			b[i] = s * i;
	}
	out[0] = s + b[3] + pt.n;
}
