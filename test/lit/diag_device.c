// RUN: not %omp2cuda --emit-cuda %s -o /dev/null 2>&1 | FileCheck %s
// Device clauses and the device API: what omp2cuda rejects that clang
// accepts, with where.  (clang itself rejects is_device_ptr of a scalar,
// a variable both mapped and in is_device_ptr, use_device_ptr of an array.)
#include <omp.h>

void f(int n, double *a)
{
	double fixed[8];

	// CHECK: diag_device.c:[[@LINE+1]]:64: error: 'fixed' in clause 'is_device_ptr' is not a pointer: it has type 'double[8]'
#pragma omp target teams distribute parallel for is_device_ptr(fixed)
	for (int i = 0; i < 8; i++)
		fixed[i] = i;

	// clang 16 rejects device(ancestor: ...) without requires reverse_offload,
	// which it does not support
#pragma omp target teams distribute parallel for
	for (int i = 0; i < n; i++)
		// CHECK: diag_device.c:[[@LINE+1]]:10: error: call to 'omp_get_default_device' in a target region is not supported yet: of the OpenMP routines, device code can call omp_is_initial_device, omp_get_device_num, omp_get_num_devices, omp_get_initial_device
		a[i] = omp_get_default_device() + omp_is_initial_device();
}
