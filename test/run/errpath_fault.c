// RUN: %omp2cuda -O2 %s -o %t
// RUN: %if gpu %{ not timeout 120 %run %t 2>&1 | FileCheck %s --check-prefixes=FAULT,INTACT %} %else %{ %run %t 2>&1 | FileCheck %s --check-prefixes=HOST,INTACT %}
// RUN: %if gpu %{ not timeout 120 %run env OMP2CUDA_TEARDOWN=full %t 2>&1 | FileCheck %s --check-prefixes=FAULT,INTACT %} %else %{ true %}
// RUN: %if gpu %{ not timeout 120 %run env OMP2CUDA_PROFILE=1 %t 2>&1 | FileCheck %s --check-prefixes=FAULT,INTACT %} %else %{ true %}
// E2E-FAIL: errpath_fault\.c:[0-9]+:1: error: kernel o2c_errpath_fault_[0-9]+ failed: CUDA_ERROR_ILLEGAL_ADDRESS.*host data intact
// E2E-FAIL[OMP2CUDA_TEARDOWN=full]: errpath_fault\.c:[0-9]+:1: error: kernel o2c_errpath_fault_[0-9]+ failed: CUDA_ERROR_ILLEGAL_ADDRESS.*host data intact
// E2E-FAIL[OMP2CUDA_PROFILE=1]: errpath_fault\.c:[0-9]+:1: error: kernel o2c_errpath_fault_[0-9]+ failed: CUDA_ERROR_ILLEGAL_ADDRESS.*host data intact
//
// A kernel fault: on the GPU the region writes through a mapped pointer
// 4 TiB past its section, which no allocation holds.  The copy back at
// the region's end waits for its kernel and finds the fault, reported
// under the region that caused it (not under the copy), with the
// driver's error, and the program exits with status 1
// (timeout makes a hang a failure).  Nothing is copied back afterwards:
// the atexit handler, which runs after the runtime's exit handler, finds
// the array mapped tofrom around the region (its device copy
// overwritten) as the host left it; with OMP2CUDA_TEARDOWN=full and with
// the profiler's ledger on, the exit path does more CUDA calls, each
// failing after the fault, and must still end.  In the host fallback the
// index stays in bounds and the program passes.
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

#define N 4096

static int a[N];

static void
check_host(void)
{
	for (int i = 0; i < N; i++) {
		if (a[i] != i) {
			fprintf(stderr, "host data CHANGED: a[%d] = %d\n", i, a[i]);
			return;
		}
	}
	fprintf(stderr, "host data intact\n");
}

int
main(void)
{
	const long far = 1L << 40; /* elements: 4 TiB of int */
	int n = 1000, *p = malloc(n * sizeof *p);

	for (int i = 0; i < N; i++)
		a[i] = i;
	atexit(check_host);
#pragma omp target data map(tofrom: a)
	{
#pragma omp target teams distribute parallel for
		for (int i = 0; i < N; i++)
			a[i] = omp_is_initial_device() ? a[i] : -1;
// FAULT: errpath_fault.c:[[@LINE+1]]:1: error: kernel o2c_main_[[@LINE+1]] failed: CUDA_ERROR_ILLEGAL_ADDRESS (an illegal memory access was encountered)
#pragma omp target teams distribute parallel for map(from: p[0:n])
		for (int i = 0; i < n; i++)
			p[omp_is_initial_device() ? i : i + far] = i;
	}
	for (int i = 0; i < n; i++) {
		if (p[i] != i) {
			printf("FAIL: p[%d] = %d\n", i, p[i]);
			return 1;
		}
	}
	free(p);
	// HOST: PASS
	printf("PASS\n");
	fflush(stdout);
	return 0;
}
// INTACT: host data intact
