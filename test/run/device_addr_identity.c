// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: %omp2cuda -O2 %s -o %t && env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// CHECK: PASS
// The address of a scalar or struct in a target region is its device
// copy's: the one use_device_addr gives (OpenMP 5.2 5.4.10) for a
// has_device_addr item (5.4.9), on the GPU and on the host, where the
// device copy is the original (13.8); writes through it are the
// region's writes.  A mapped scalar's address in a region run on the
// host is the original's.

#include <omp.h>
#include <stdio.h>

struct P {
	double w;
	int n;
};

static int failed;

static void
expect(const char *what, double got, double want)
{
	if (!failed && got != want) {
		printf("FAIL: %s = %g, expected %g\n", what, got, want);
		failed = 1;
	}
}

int
main(void)
{
	double s = 1.5;
	struct P pt = {0.5, 1};
	int same[2] = {0, 0}, host = 0, x = 3, at_x = 0;
	const void *ds = 0, *dp = 0, *hx = &x;

#pragma omp target data map(tofrom: s, pt)
#pragma omp target data use_device_addr(s, pt)
	{
		ds = &s;
		dp = &pt;
#pragma omp target has_device_addr(s, pt) is_device_ptr(ds, dp) map(from: same)
		{
			same[0] = (const void *)&s == ds;
			same[1] = (const void *)&pt == dp;
			*&s = 4;
			struct P *q = &pt;
			q->n = 2;
		}
	}
	expect("&s is the use_device_addr address", same[0], 1);
	expect("&pt is the use_device_addr address", same[1], 1);
	expect("s written through &s", s, 4);
	expect("pt.n written through &pt", pt.n, 2);

#pragma omp target map(tofrom: x) map(from: host, at_x) is_device_ptr(hx)
	{
		host = omp_is_initial_device();
		at_x = (const void *)&x == hx;
		*&x += 1;
	}
	expect("x", x, 4);
	if (host)
		expect("&x on the host is the original's", at_x, 1);
	if (!failed)
		printf("PASS\n");
	return failed;
}
