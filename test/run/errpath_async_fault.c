// RUN: %omp2cuda -O2 %s -o %t
// RUN: %if gpu %{ not timeout 120 %run %t 2>&1 | FileCheck %s --check-prefix=WINDOW %} %else %{ %run %t 2>&1 | FileCheck %s --check-prefix=HOST %}
// RUN: %if gpu %{ not timeout 120 %run env OMP2CUDA_LAUNCH=sync %t 2>&1 | FileCheck %s --check-prefix=FAULT %} %else %{ true %}
// RUN: %if gpu %{ not timeout 120 %run env OMP2CUDA_LAUNCH=exact %t 2>&1 | FileCheck %s --check-prefix=FAULT %} %else %{ true %}
// E2E-FAIL: errpath_async_fault\.c:35:1: error: kernel o2c_errpath_async_fault_35 failed: CUDA_ERROR_ILLEGAL_ADDRESS \(an illegal memory access was encountered\) \(or one of the \d+ kernels launched after it without waiting; OMP2CUDA_LAUNCH=exact names the one\)
// E2E-FAIL[OMP2CUDA_LAUNCH=exact]: errpath_async_fault\.c:40:1: error: kernel o2c_errpath_async_fault_40 failed: CUDA_ERROR_ILLEGAL_ADDRESS
// E2E-FAIL[OMP2CUDA_LAUNCH=sync]: errpath_async_fault\.c:40:1: error: kernel o2c_errpath_async_fault_40 failed: CUDA_ERROR_ILLEGAL_ADDRESS
//
// Regions over present data run without the host waiting for their
// kernels, so a fault shows only when the host next waits (here the
// target update).  It must still be reported under the region whose
// kernel faulted, the middle one of a chain of 21, not under the last
// kernel launched nor under the update, where OMP2CUDA_LAUNCH=exact
// marks every run's end; with OMP2CUDA_LAUNCH=sync the host waits after
// every kernel and finds it at once.  By default, with a run's end marked
// at most once every 32 launches, it is reported under the first run in
// flight with the launches after it, any of which may be the one.  In the host
// fallback the index stays in bounds and the program passes.
#include <omp.h>
#include <stdio.h>

#define N 4096

static int a[N];

int
main(void)
{
	const long far = 1L << 40; /* elements: 4 TiB of int */

#pragma omp target data map(tofrom: a)
	{
		for (int r = 0; r < 10; r++) {
// WINDOW: errpath_async_fault.c:[[@LINE+1]]:1: error: kernel o2c_errpath_async_fault_[[@LINE+1]] failed: CUDA_ERROR_ILLEGAL_ADDRESS {{.*}}(or one of the {{[0-9]+}} kernels launched after it
#pragma omp target teams distribute parallel for
			for (int i = 0; i < N; i++)
				a[i] += 1;
		}
// FAULT: errpath_async_fault.c:[[@LINE+1]]:1: error: kernel o2c_errpath_async_fault_[[@LINE+1]] failed: CUDA_ERROR_ILLEGAL_ADDRESS
#pragma omp target teams distribute parallel for
		for (int i = 0; i < N; i++)
			a[omp_is_initial_device() ? i : i + far] += 1;
		for (int r = 0; r < 10; r++) {
#pragma omp target teams distribute parallel for
			for (int i = 0; i < N; i++)
				a[i] += 1;
		}
#pragma omp target update from(a)
	}
	for (int i = 0; i < N; i++) {
		if (a[i] != 21) {
			printf("FAIL: a[%d] = %d\n", i, a[i]);
			return 1;
		}
	}
	// HOST: PASS
	printf("PASS\n");
	return 0;
}
