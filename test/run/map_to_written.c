// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: %omp2cuda -O2 %s -o %t && env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// CHECK: PASS
// A region that writes list items of map(to: ...).  On the host (OpenMP
// 5.2 13.8: a target region run by the host device uses the original list
// items; the host's data environment is the device's) it writes the
// originals: scalars, structs and arrays alike, as gcc's host fallback
// does.  On a GPU it writes the device copies, which map(to:) does not
// copy back (whether device and host share storage is unspecified), but a
// copy that an enclosing target data maps tofrom comes back at its end.

#include <omp.h>
#include <stdio.h>

struct S {
	int a, b;
};

static int failed;

static void
expect(const char *what, int got, int want)
{
	if (!failed && got != want) {
		printf("FAIL: %s = %d, expected %d\n", what, got, want);
		failed = 1;
	}
}

int
main(void)
{
	int x = 1, arr[4] = {1, 1, 1, 1}, out = 0, host = 0;
	struct S s = {1, 1};

#pragma omp target map(to: x, arr, s) map(from: out, host)
	{
		host = omp_is_initial_device();
		x = 5;
		arr[0] = 5;
		s.a = 5;
		out = x + arr[0] + s.a;
	}
	expect("what the region saw", out, 15);
	expect("x after the region", x, host ? 5 : 1);
	expect("arr[0] after the region", arr[0], host ? 5 : 1);
	expect("s.a after the region", s.a, host ? 5 : 1);

	x = 1;
#pragma omp target parallel map(to: x) map(from: host) num_threads(4)
	{
#pragma omp single
		{
			host = omp_is_initial_device();
			x = 9;
		}
	}
	expect("x after target parallel", x, host ? 9 : 1);

	x = 1;
	int on_host[1];
#pragma omp target teams distribute parallel for map(to: x) map(from: on_host)
	for (int i = 0; i < 10; i++) {
		if (i == 0)
			on_host[0] = omp_is_initial_device();
#pragma omp atomic
		x += 1;
	}
	expect("x after the loop", x, on_host[0] ? 11 : 1);

	/* present: the region's writes are the data region's copy's */
	x = 1;
	s.b = 1;
#pragma omp target data map(tofrom: x, s)
	{
#pragma omp target map(to: x, s)
		{
			x = 7;
			s.b = 7;
		}
	}
	expect("x after the data region", x, 7);
	expect("s.b after the data region", s.b, 7);
	if (!failed)
		printf("PASS\n");
	return failed;
}
