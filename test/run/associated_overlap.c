// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: %omp2cuda -O2 %s -o %t && env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// CHECK: PASS
// Two host arrays that omp_target_associate_ptr gives one device
// allocation, the second at an offset into the first's memory: on the
// device a write through one name is read through the other in the same
// iteration, so the launch must not take the pointers for distinct
// allocations (their present entries differ; their memory does not).
// In the host fallback (no device, or OMP_TARGET_OFFLOAD=DISABLED) each
// name is its own host array.
#include <omp.h>
#include <stdio.h>

#define N 4096
#define SHIFT 32

int lo[N], hi[N], got[N];

int
main(void)
{
	int dev = omp_get_default_device(), device = 0, associated = 0, bad = 0;
	char *mem = NULL;

	for (int i = 0; i < N; i++)
		lo[i] = 7, hi[i] = 3, got[i] = 0;
	if (omp_get_num_devices() > 0 && (mem = omp_target_alloc((N + SHIFT) * sizeof(int), dev)))
		associated = !omp_target_associate_ptr(lo, mem, N * sizeof(int), 0, dev) &&
		             !omp_target_associate_ptr(hi, mem, N * sizeof(int), SHIFT * sizeof(int), dev);

	/* on the device hi[i - SHIFT] is lo[i] */
#pragma omp target teams distribute parallel for map(tofrom: lo[0:N], device) map(to: hi[0:N]) map(from: got[0:N])
	for (int i = SHIFT; i < N; i++) {
		int sum = 0;
		if (i == SHIFT)
			device = !omp_is_initial_device();
		for (int k = 0; k < 5; k++) {
			lo[i] = i * k;
			sum += hi[i - SHIFT];
		}
		got[i] = sum;
	}

	for (int i = SHIFT; i < N; i++) {
		int want = device && associated ? 10 * i : 15;
		bad += got[i] != want;
	}
	if (associated) {
		omp_target_disassociate_ptr(lo, dev);
		omp_target_disassociate_ptr(hi, dev);
	}
	if (mem)
		omp_target_free(mem, dev);
	printf("%s device %d associated %d bad %d\n", bad ? "FAIL" : "PASS", device, associated, bad);
	return bad != 0;
}
