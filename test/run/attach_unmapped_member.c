// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// E2E-FAIL: pointer member 'v\.data' used in the target region points to host memory that is not mapped on the device
// A struct mapped without its pointer member's data: the member keeps its
// value on the device.  Device memory there (omp_target_alloc) is read
// through as it is; a host address that nothing maps is a clean error on
// the GPU, before the kernel runs (the host fallback reaches it, and
// passes).
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

#define N 512

typedef struct {
	int n;
	double *data;
} Vec;

static double
sum_of(Vec v)
{
	double s = 0;
#pragma omp target map(tofrom: s)
	for (int i = 0; i < v.n; i++)
		s += v.data[i];
	return s;
}

int
main(void)
{
	int dev = omp_get_default_device(), host = omp_get_initial_device(), bad = 0;
	double *h = malloc(N * sizeof *h);
	Vec v = {N, NULL};

	for (int i = 0; i < N; i++)
		h[i] = i;
	/* device memory in the member: the region reads it as it is */
	v.data = omp_get_num_devices() > 0 ? omp_target_alloc(N * sizeof *h, dev) : h;
	if (v.data != h)
		omp_target_memcpy(v.data, h, N * sizeof *h, 0, 0, dev, host);
	bad += sum_of(v) != (double)N * (N - 1) / 2;
	if (v.data != h)
		omp_target_free(v.data, dev);
	/* host memory nothing maps: an error on the GPU */
	v.data = h;
	bad += sum_of(v) != (double)N * (N - 1) / 2;
	free(h);
	printf("%s\n", bad ? "FAIL" : "PASS");
	return bad != 0;
}
