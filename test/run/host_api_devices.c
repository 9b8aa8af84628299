// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: %omp2cuda -O2 %s -o %t && env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// CHECK: PASS
// The device information routines (OpenMP 5.2 18.7) answer for omp2cuda's
// GPUs, not libgomp's: device numbers, the default device, and which device
// a region ran on, seen from the host and from the region.
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

static int failed;

static void
expect(const char *what, long got, long want)
{
	if (got != want) {
		printf("FAIL: %s = %ld, expected %ld\n", what, got, want);
		failed = 1;
	}
}

/* What omp_is_initial_device() says inside a region on device dev. */
static int
initial_in_region(int dev)
{
	int initial = -1;

#pragma omp target map(from: initial) device(dev)
	initial = omp_is_initial_device();
	return initial;
}

int
main(void)
{
	int n = omp_get_num_devices(), host = omp_get_initial_device();
	const char *env = getenv("OMP_TARGET_OFFLOAD"), *dflt = getenv("OMP_DEFAULT_DEVICE");
	int disabled = env && (env[0] == 'd' || env[0] == 'D');
	double t0 = omp_get_wtime();

	if (disabled)
		expect("omp_get_num_devices() under OMP_TARGET_OFFLOAD=DISABLED", n, 0);
	expect("omp_get_initial_device()", host, n);
	expect("omp_is_initial_device() on the host", omp_is_initial_device(), 1);
	expect("omp_get_device_num() on the host", omp_get_device_num(), host);
	expect("omp_get_default_device()", omp_get_default_device(), dflt ? atoi(dflt) : 0);

	/* every GPU, then the host by both its numbers */
	for (int d = 0; d < n; d++)
		expect("omp_is_initial_device() in a region on a GPU", initial_in_region(d), 0);
	expect("omp_is_initial_device() in a region on the host", initial_in_region(host), 1);
	expect("omp_is_initial_device() on omp_initial_device", initial_in_region(-1), 1);

	/* the default device follows omp_set_default_device */
	omp_set_default_device(host);
	expect("omp_get_default_device() after setting the host", omp_get_default_device(), host);
	{
		int initial = -1;
#pragma omp target map(from: initial)
		initial = omp_is_initial_device();
		expect("a region on the default device, the host", initial, 1);
	}
	omp_set_default_device(0);
	expect("omp_get_default_device() after setting 0", omp_get_default_device(), 0);
	{
		int initial = -1;
#pragma omp target map(from: initial)
		initial = omp_is_initial_device();
		expect("a region on device 0", initial, n > 0 ? 0 : 1);
	}

	/* omp_get_wtime stays libgomp's, and works */
	expect("omp_get_wtime() goes forward", omp_get_wtime() >= t0 && t0 > 0, 1);
	if (failed)
		return 1;
	printf("PASS\n");
	return 0;
}
