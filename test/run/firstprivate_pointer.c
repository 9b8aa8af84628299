// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// CHECK: PASS
// firstprivate of a pointer (OpenMP 5.2 5.4.4): each copy starts from the
// pointer's value as it is, which no map translates; a device address from
// omp_target_alloc or from use_device_ptr is followed on the device:
//   - an omp_target_alloc array written and summed through firstprivate
//     pointers, one of them moved inside the region (its copy, not the
//     original, moves);
//   - the device address of a mapped array, written through the
//     firstprivate pointer while the same loop reads the array by its own
//     name: the writes must be seen, so the array may not be read as const
//     __restrict__ (the runtime finds the address in the mapped ranges).

#include <omp.h>
#include <stdio.h>

#define N 4096

static int failed;

static void
check(const char *what, long long got, long long want)
{
	if (got != want) {
		printf("FAIL: %s = %lld, expected %lld\n", what, got, want);
		failed = 1;
	}
}

static void
allocated(void)
{
	int dev = omp_get_default_device();
	long long *d = omp_target_alloc(N * sizeof *d, dev), *q, sum = 0, moved = -1;

	if (!d) {
		printf("FAIL: omp_target_alloc\n");
		failed = 1;
		return;
	}
#pragma omp target teams distribute parallel for firstprivate(d)
	for (int i = 0; i < N; i++)
		d[i] = 3LL * i;
	q = d + 10;
#pragma omp target teams distribute parallel for reduction(+: sum) firstprivate(q)
	for (int i = 0; i < N - 10; i++)
		sum += q[i];
#pragma omp target firstprivate(q) map(from: moved)
	{
		q += 5;
		moved = *q;
	}
	check("sum", sum, 3LL * (10 + N - 1) * (N - 10) / 2);
	check("moved copy", moved, 45);
	check("original", q - d, 10);
	omp_target_free(d, dev);
}

/* The device address of mapped a (OpenMP 5.2 5.4.8). */
static int *
device_address(int *a)
{
	int *d = NULL;

#pragma omp target data use_device_ptr(a)
	d = a;
	return d;
}

static void
mapped(void)
{
	static int a[N], out[N];
	int *d;

	for (int i = 0; i < N; i++)
		a[i] = -1;
#pragma omp target data map(tofrom: a[0:N])
	{
		d = device_address(a);
#pragma omp target teams distribute parallel for firstprivate(d) map(from: out[0:N])
		for (int i = 0; i < N; i++) {
			d[i] = 7 * i;
			out[i] = a[i];
		}
	}
	for (int i = 0; i < N; i++) {
		check("out", out[i], 7 * i);
		check("a", a[i], 7 * i);
		if (failed)
			return;
	}
}

int
main(void)
{
	allocated();
	mapped();
	if (!failed)
		printf("PASS\n");
	return failed;
}
