// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: %omp2cuda -O2 %s -o %t && env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// CHECK: PASS
// omp_get_device_num() (OpenMP 5.2 18.7.5) in target regions run on each
// device and on the host: region code, a function the region calls, and
// every iteration of a combined loop answer the number of the device the
// region runs on, which is omp_get_initial_device() where it runs on the
// host (the device clause names the host, or offloading is disabled).
#include <omp.h>
#include <stdio.h>

enum { N = 1000 };

static int
where(void)
{
	return omp_get_device_num();
}

/* 0 where every answer of a region run on device dev is right */
static int
check_device(int dev)
{
	int num = -7, called = -7, host = -7, each[N];

#pragma omp target map(from: num, called, host) device(dev)
	{
		num = omp_get_device_num();
		called = where();
		host = omp_is_initial_device();
	}
#pragma omp target teams distribute parallel for map(from: each) device(dev)
	for (int i = 0; i < N; i++)
		each[i] = omp_get_device_num() + where();
	int want = host ? omp_get_initial_device() : dev;
	if (num != want || called != want) {
		printf("FAIL: device(%d): omp_get_device_num() %d, through a call %d, expected %d\n",
		       dev, num, called, want);
		return 1;
	}
	for (int i = 0; i < N; i++)
		if (each[i] != 2 * want) {
			printf("FAIL: device(%d): iteration %d saw %d, expected %d\n", dev, i, each[i],
			       2 * want);
			return 1;
		}
	return 0;
}

int
main(void)
{
	int failed = 0;

	if (omp_get_device_num() != omp_get_initial_device()) {
		printf("FAIL: the host is device %d, expected %d\n", omp_get_device_num(),
		       omp_get_initial_device());
		return 1;
	}
	for (int dev = 0; dev <= omp_get_num_devices() && !failed; dev++)
		failed = check_device(dev);
	if (!failed)
		printf("PASS\n");
	return failed;
}
