// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: %omp2cuda -O2 %s -o %t && env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// CHECK: PASS
// The device memory routines (OpenMP 5.2 18.8) on omp2cuda's devices:
// omp_target_alloc and omp_target_free on every device and on the host,
// omp_target_memcpy in every direction with offsets, omp_target_is_present,
// and omp_target_associate_ptr, whose memory target regions then use.
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

/* host -> dev -> dev2 -> host, the middle copies offset, on devices dev
 * and dev2 (either may be the host). */
static void
round_trip(int dev, int dev2, int n)
{
	int host = omp_get_initial_device();
	double *h = malloc(n * sizeof *h), *back = malloc(n * sizeof *back);
	double *d = omp_target_alloc(n * sizeof *d, dev);
	double *d2 = omp_target_alloc(n * sizeof *d2, dev2);

	if (!d || !d2 || !h || !back) {
		printf("FAIL: omp_target_alloc on devices %d and %d\n", dev, dev2);
		failed = 1;
		return;
	}
	for (int i = 0; i < n; i++) {
		h[i] = i + 0.5;
		back[i] = -1;
	}
	expect("omp_target_memcpy host to device", 0,
	       omp_target_memcpy(d, h, n * sizeof *h, 0, 0, dev, host), 0);
	/* d2[0:n-10] = d[10:n-10] */
	expect("omp_target_memcpy device to device", 0,
	       omp_target_memcpy(d2, d, (n - 10) * sizeof *d, 0, 10 * sizeof *d, dev2, dev), 0);
	/* back[5:n-10] = d2[0:n-10] */
	expect("omp_target_memcpy device to host", 0,
	       omp_target_memcpy(back, d2, (n - 10) * sizeof *d, 5 * sizeof *d, 0, host, dev2), 0);
	for (int i = 0; i < n; i++)
		expect("round trip", i, back[i], i >= 5 && i < n - 5 ? i + 5 + 0.5 : -1);
	omp_target_free(d, dev);
	omp_target_free(d2, dev2);
	free(h);
	free(back);
}

/* Host memory associated with device memory is present there, and
 * regions use that memory: nothing is copied at their start or end. */
static void
associated(int dev, int n)
{
	double *h = malloc(n * sizeof *h), *back = malloc(n * sizeof *back);
	double *d = omp_target_alloc(n * sizeof *d, dev);

	for (int i = 0; i < n; i++)
		h[i] = i;
	expect("omp_target_is_present before associating", 0, omp_target_is_present(h, dev), 0);
	expect("omp_target_associate_ptr", 0, omp_target_associate_ptr(h, d, n * sizeof *h, 0, dev), 0);
	expect("omp_target_is_present after associating", 0, omp_target_is_present(h + n - 1, dev), 1);
#pragma omp target update to(h[0:n]) device(dev)
#pragma omp target teams distribute parallel for map(tofrom: h[0:n]) device(dev)
	for (int i = 0; i < n; i++)
		h[i] = 3 * h[i];
	/* the region left the result in d, and h as it was */
	omp_target_memcpy(back, d, n * sizeof *d, 0, 0, omp_get_initial_device(), dev);
	for (int i = 0; i < n; i++) {
		expect("associated memory after the region", i, back[i], 3.0 * i);
		expect("host memory after the region", i, h[i], i);
	}
#pragma omp target update from(h[0:n]) device(dev)
	for (int i = 0; i < n; i++)
		expect("host memory after update from", i, h[i], 3.0 * i);
	expect("omp_target_disassociate_ptr", 0, omp_target_disassociate_ptr(h, dev), 0);
	expect("omp_target_is_present after disassociating", 0, omp_target_is_present(h, dev), 0);
	expect("omp_target_disassociate_ptr again", 0, omp_target_disassociate_ptr(h, dev) != 0, 1);
	omp_target_free(d, dev);
	free(h);
	free(back);
}

int
main(void)
{
	int n = omp_get_num_devices(), host = omp_get_initial_device();
	double x = 1, y = 0;

	if (omp_target_alloc(0, host) != NULL)
		expect("omp_target_alloc of 0 bytes is NULL", 0, 1, 0);
	/* host to host */
	expect("omp_target_memcpy host to host", 0,
	       omp_target_memcpy(&y, &x, sizeof x, 0, 0, host, host), 0);
	expect("y", 0, y, 1);
	expect("omp_target_is_present on the host", 0, omp_target_is_present(&x, host), 1);

	round_trip(host, host, 1000);
	for (int d = 0; d < n; d++) {
		round_trip(d, d, 100003);
		round_trip(d, host, 1000);
		round_trip(host, d, 1000);
		round_trip(d, n - 1 - d, 1000); /* between GPUs where there are two */
		associated(d, 4099);
	}
	/* the host has nothing to associate */
	expect("omp_target_associate_ptr on the host", 0,
	       omp_target_associate_ptr(&x, &y, sizeof x, 0, host) != 0, 1);
	if (failed)
		return 1;
	printf("PASS\n");
	return 0;
}
