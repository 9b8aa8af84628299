// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: %omp2cuda -O2 %s -o %t && env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// CHECK: PASS
// use_device_addr (OpenMP 5.2 5.4.10) and has_device_addr (5.4.9): in a
// target data construct with use_device_addr, a mapped array or scalar
// names its device copy (its address goes to the device memory routines
// and to regions with has_device_addr), a section of a pointer gives the
// pointer the device address; after the construct, the host's again, with
// what the device did copied back.

#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

#define N 4096

static int failed;

static void
expect(const char *what, int i, double got, double want)
{
	if (!failed && got != want) {
		printf("FAIL: %s[%d] = %g, expected %g\n", what, i, got, want);
		failed = 1;
	}
}

/* A region on a device address that a caller found with use_device_addr. */
static void
scale_on_device(double *d, int n, double s)
{
#pragma omp target teams distribute parallel for is_device_ptr(d)
	for (int i = 0; i < n; i++)
		d[i] *= s;
}

static void
arrays(int dev, int host)
{
	double a[N], back[N];
	double *host_a = &a[0];
	int gpu = omp_get_num_devices() > 0;

	for (int i = 0; i < N; i++) {
		a[i] = i;
		back[i] = -1;
	}
#pragma omp target data map(tofrom: a) use_device_addr(a)
	{
		expect("a names the device copy", 0, &a[0] != host_a, gpu);
		/* the device copy to the host, through its address */
		omp_target_memcpy(back, a, sizeof a, 0, 0, host, dev);
		/* regions on the same copy: has_device_addr, and a pointer to it */
#pragma omp target teams distribute parallel for has_device_addr(a)
		for (int i = 0; i < N; i++)
			a[i] += 1;
		scale_on_device(a, N, 2);
#pragma omp target has_device_addr(a)
		a[7] = -7;
	}
	expect("a is the host's after the construct", 0, &a[0] == host_a, 1);
	for (int i = 0; i < N; i++) {
		expect("back", i, back[i], i);
		expect("a", i, a[i], i == 7 ? -7 : 2.0 * (i + 1));
	}
}

static void
scalar(int dev, int host)
{
	int x = 41, y = 0, z = 99;

#pragma omp target data map(tofrom: x) use_device_addr(x)
	{
		omp_target_memcpy(&y, &x, sizeof x, 0, 0, host, dev); /* y = device x */
		omp_target_memcpy(&x, &z, sizeof x, 0, 0, dev, host); /* device x = z */
	}
	expect("y from the device copy of x", 0, y, 41);
	expect("x copied back", 0, x, 99);
}

/* A section of a pointer: the pointer holds the device address inside,
 * and a region with has_device_addr of the section uses it as it is. */
static void
pointer_section(int dev, int host)
{
	double *p = malloc(N * sizeof *p), *host_p = p, first = -1;

	for (int i = 0; i < N; i++)
		p[i] = 3 * i;
#pragma omp target data map(tofrom: p[0:N]) use_device_addr(p[0:N])
	{
		expect("p holds the device address", 0, p != host_p, omp_get_num_devices() > 0);
#pragma omp target teams distribute parallel for has_device_addr(p[0:N])
		for (int i = 0; i < N; i++)
			p[i] = p[i] + 0.5;
		omp_target_memcpy(&first, p, sizeof first, 0, 0, host, dev);
	}
	expect("p is the host's after the construct", 0, p == host_p, 1);
	expect("first", 0, first, 0.5);
	for (int i = 0; i < N; i++)
		expect("p", i, p[i], 3 * i + 0.5);
	free(p);
}

/* A false if clause maps nothing: the names are the host's own. */
static void
if_false(void)
{
	double a[8];
	double *host_a = &a[0];

	for (int i = 0; i < 8; i++)
		a[i] = i;
#pragma omp target data map(tofrom: a) use_device_addr(a) if(host_a == NULL)
	{
		expect("a under a false if clause", 0, &a[0] == host_a, 1);
		a[3] = 30;
	}
	expect("a[3]", 3, a[3], 30);
}

int
main(void)
{
	int dev = omp_get_default_device(), host = omp_get_initial_device();

	arrays(dev, host);
	scalar(dev, host);
	pointer_section(dev, host);
	if_false();
	if (failed)
		return 1;
	printf("PASS\n");
	return 0;
}
