// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// omp_get_num_devices and omp_get_initial_device in target regions (what
// they return there OpenMP leaves unspecified): the host's answers, in a
// kernel of every thread and in a function a region calls; with
// omp_get_device_num, the device the region runs on.

#include <omp.h>
#include <stdio.h>

#define N 256

#pragma omp declare target
int
devices_plus(int k)
{
	return omp_get_num_devices() + k;
}
#pragma omp end declare target

int
main(void)
{
	int nd[N], init[N], plus = -1, num = -1, on_host = -1;
	int host_nd = omp_get_num_devices(), host_init = omp_get_initial_device(), ok = 1;

#pragma omp target teams distribute parallel for map(from: nd, init)
	for (int i = 0; i < N; i++) {
		nd[i] = omp_get_num_devices();
		init[i] = omp_get_initial_device();
	}
#pragma omp target map(from: plus, num, on_host)
	{
		plus = devices_plus(3);
		num = omp_get_device_num();
		on_host = omp_is_initial_device();
	}
	for (int i = 0; i < N; i++)
		ok &= nd[i] == host_nd && init[i] == host_init;
	ok &= host_init == host_nd && plus == host_nd + 3;
	/* on a GPU, the default device; in the host fallback, the host */
	ok &= on_host ? num == host_init : num == omp_get_default_device();
	printf("%d %d %d %d %d\n", host_nd, nd[0], init[N - 1], plus, num);
	printf("%s\n", ok ? "PASS" : "FAIL");
	return !ok;
}
