// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: %omp2cuda -O2 %s -o %t && env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// CHECK: PASS
// use_device_ptr (OpenMP 5.2 5.4.8): inside target data the pointer holds
// the device address of what it points to, for device memory routines and
// is_device_ptr regions; outside, the host address again.
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

static int failed;

static void
expect(const char *what, int i, double got, double want)
{
	if (!failed && got != want) {
		printf("FAIL: %s[%d] = %g, expected %g\n", what, i, got, want);
		failed = 1;
	}
}

/* A region on the device address, and the data copied back at the end. */
static void
double_on_device(double *a, int n)
{
	double *seen = a;

#pragma omp target data map(tofrom: a[0:n]) use_device_ptr(a)
	{
		if ((a != seen) != (omp_get_num_devices() > 0)) {
			printf("FAIL: use_device_ptr: a is %p, the host's is %p\n", (void *)a, (void *)seen);
			failed = 1;
		}
#pragma omp target teams distribute parallel for is_device_ptr(a)
		for (int i = 0; i < n; i++)
			a[i] *= 2;
	}
	expect("a is the host's after the region", 1, a == seen, 1);
}

int
main(void)
{
	const int n = 5003;
	int dev = omp_get_default_device(), host = omp_get_initial_device();
	double *a = malloc(n * sizeof *a), *b = malloc(n * sizeof *b);
	double *host_a = a;

	for (int i = 0; i < n; i++) {
		a[i] = i;
		b[i] = -1;
	}
#pragma omp target data map(to: a[0:n]) use_device_ptr(a)
	{
		/* a device address for the device memory routines */
		omp_target_memcpy(b, a, 10 * sizeof *a, 0, 100 * sizeof *a, host, dev);
	}
	expect("a is the host's after the region", 0, a == host_a, 1);
	for (int i = 0; i < 10; i++)
		expect("b from the device copy of a", i, b[i], 100 + i);

	double_on_device(a, n);
	for (int i = 0; i < n; i++)
		expect("a doubled", i, a[i], 2.0 * i);

	/* with a false if clause nothing is mapped, and a stays the host's */
#pragma omp target data map(tofrom: a[0:n]) use_device_ptr(a) if(n < 0)
	{
		expect("a under a false if clause", 0, a == host_a, 1);
	}
	free(a);
	free(b);
	if (failed)
		return 1;
	printf("PASS\n");
	return 0;
}
