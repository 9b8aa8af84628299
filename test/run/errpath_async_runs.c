// RUN: %omp2cuda -O2 %s -o %t
// RUN: %if gpu %{ not timeout 120 %run env OMP2CUDA_LAUNCH=exact %t 2>&1 | FileCheck %s --check-prefix=FAULT %} %else %{ %run %t 2>&1 | FileCheck %s --check-prefix=HOST %}
// RUN: %if gpu %{ not timeout 120 %run %t 2>&1 | FileCheck %s --check-prefix=WINDOW %} %else %{ true %}
// E2E-FAIL[OMP2CUDA_LAUNCH=exact]: errpath_async_runs\.c:37:1: error: kernel o2c_errpath_async_runs_37 failed: CUDA_ERROR_ILLEGAL_ADDRESS
// E2E-FAIL: errpath_async_runs\.c:33:1: error: kernel o2c_errpath_async_runs_33 failed: CUDA_ERROR_ILLEGAL_ADDRESS \(an illegal memory access was encountered\) \(or one of the 19 kernels launched after it without waiting; OMP2CUDA_LAUNCH=exact names the one\)
//
// Kernels in flight are kept as runs of launches of one construct, and
// under OMP2CUDA_LAUNCH=exact the GPU marks a run finished wherever
// another construct follows it.  Two constructs alternate here, ten
// times, over present data; the second faults in its seventh launch
// only.  The fault must be reported under the second construct, not
// under the first (whose launches surround it), nor under the update
// where the host first waits.  By default a run's end is marked at most
// once every 32 launches, so the fault is reported under the first run
// in flight with the 19 launched after it, any of which may be the one.
// In the host fallback the index stays in bounds and the program passes.
#include <omp.h>
#include <stdio.h>

#define N 4096

static int a[N], b[N];

int
main(void)
{
	const long far = 1L << 40; /* elements: 4 TiB of int */

#pragma omp target data map(tofrom: a, b)
	{
		for (int r = 0; r < 10; r++) {
// WINDOW: errpath_async_runs.c:[[@LINE+1]]:1: error: kernel o2c_errpath_async_runs_[[@LINE+1]] failed: CUDA_ERROR_ILLEGAL_ADDRESS {{.*}}(or one of the 19 kernels launched after it
#pragma omp target teams distribute parallel for
			for (int i = 0; i < N; i++)
				a[i] += 1;
// FAULT: errpath_async_runs.c:[[@LINE+1]]:1: error: kernel o2c_errpath_async_runs_[[@LINE+1]] failed: CUDA_ERROR_ILLEGAL_ADDRESS
#pragma omp target teams distribute parallel for
			for (int i = 0; i < N; i++)
				b[r == 6 && !omp_is_initial_device() ? i + far : i] += a[i];
		}
#pragma omp target update from(a, b)
	}
	for (int i = 0; i < N; i++) {
		if (a[i] != 10 || b[i] != 55) {
			printf("FAIL: a[%d] = %d, b[%d] = %d\n", i, a[i], i, b[i]);
			return 1;
		}
	}
	// HOST: PASS
	printf("PASS\n");
	return 0;
}
