// RUN: %omp2cuda %s -o %t
// RUN: llvm-nm %t | FileCheck --check-prefix=SYMS %s
// RUN: env OMP_TARGET_OFFLOAD=DISABLED %t 2>&1 | FileCheck %s
// A program linked by omp2cuda gets the runtime's OpenMP device routines,
// not libgomp's: the driver links libomp2cuda_rt before the host compiler
// adds libgomp, so the program itself defines them.  The other routines
// (omp_get_wtime, omp_get_max_threads) stay libgomp's.
// SYMS-DAG: T omp_get_num_devices
// SYMS-DAG: T omp_get_default_device
// SYMS-DAG: T omp_set_default_device
// SYMS-DAG: T omp_get_initial_device
// SYMS-DAG: T omp_is_initial_device
// SYMS-DAG: T omp_get_device_num
// SYMS-DAG: T omp_target_alloc
// SYMS-DAG: T omp_target_free
// SYMS-DAG: T omp_target_memcpy
// SYMS-DAG: T omp_target_is_present
// SYMS-DAG: T omp_target_associate_ptr
// SYMS-DAG: T omp_target_disassociate_ptr
// SYMS-DAG: U omp_get_wtime
// SYMS-DAG: U omp_get_max_threads
// Only the runtime warns of a device number that names no device.
// CHECK: omp2cuda: warning: omp_target_memcpy: device number 7 is out of range
// CHECK: omp2cuda: warning: omp_target_alloc: device number -3 is out of range
// CHECK: devices 0, initial 0, memcpy -1, alloc (nil)
#include <omp.h>
#include <stdio.h>

int
main(void)
{
	double x = 1, y = 0, t = omp_get_wtime();
	void *p;
	int r;

	omp_set_default_device(omp_get_default_device());
	r = omp_target_memcpy(&y, &x, sizeof x, 0, 0, 7, omp_get_initial_device());
	p = omp_target_alloc(8, -3);
	omp_target_free(p, omp_get_initial_device());
	if (omp_get_device_num() != omp_get_initial_device() || !omp_is_initial_device() ||
	    !omp_target_is_present(&x, 0) || !omp_target_associate_ptr(&x, &y, 8, 0, 0) ||
	    !omp_target_disassociate_ptr(&x, 0) || omp_get_wtime() < t || omp_get_max_threads() < 1)
		return 1;
	printf("devices %d, initial %d, memcpy %d, alloc %p\n", omp_get_num_devices(),
	       omp_get_initial_device(), r, p);
	return 0;
}
