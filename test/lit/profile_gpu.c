// The GPU-total ledger on a GPU: with CUPTI each kernel and copy lands in the
// row of the region that did it (copies of a target data construct in the
// data construct's row); with OMP2CUDA_PROFILE=events (what the runtime falls
// back to when CUPTI is taken) the counts are the same; the injection library
// sees the same totals in a program that does not profile itself.  Counts
// only: timing is never asserted.  Copies are pageable here so that each map
// is one DMA (staged, a 4 MB copy is issued in four pieces, four records).
// REQUIRES: gpu
// RUN: %omp2cuda --profile -O2 %s -o %t
// RUN: env OMP_TARGET_OFFLOAD=MANDATORY OMP2CUDA_TRANSFER=pageable OMP2CUDA_PROFILE_OUT=%t.json %t 2>&1 | FileCheck %s --check-prefix=TABLE
// RUN: python3 %S/Inputs/ledger_json.py %t.json | FileCheck %s --check-prefixes=CHECK,CUPTI
// RUN: env OMP_TARGET_OFFLOAD=MANDATORY OMP2CUDA_TRANSFER=pageable OMP2CUDA_PROFILE=events OMP2CUDA_PROFILE_OUT=%t.ev.json %t
// RUN: python3 %S/Inputs/ledger_json.py %t.ev.json | FileCheck %s --check-prefixes=CHECK,EVENTS
// RUN: env OMP_TARGET_OFFLOAD=MANDATORY OMP2CUDA_TRANSFER=pageable OMP2CUDA_PROFILE=0 CUDA_INJECTION64_PATH=%unit/../../lib/libomp2cuda_inject.so OMP2CUDA_INJECT_OUT=%t.inj.json %t
// RUN: python3 %S/Inputs/ledger_json.py %t.inj.json | FileCheck %s --check-prefix=INJECT

// TABLE: omp2cuda: profile: CUPTI activity records; times in ms, sizes in MB
// TABLE: omp2cuda: profile: GPU-total {{[0-9.]+}} ms = kernel
// TABLE: init: context {{[0-9.]+}} ms, modules {{[0-9.]+}} ms

// CUPTI: source cupti
// EVENTS: source events
// CHECK-DAG: region {{.*}}profile_gpu.c:[[#DATA:]]:{{[0-9]+}} data runs=1 host_runs=0 kernels=0 h2ds=1 d2hs=1 h2d_bytes=4000000 d2h_bytes=4000000
// CHECK-DAG: region {{.*}}profile_gpu.c:[[#DATA+3]]:{{[0-9]+}} target runs=5 host_runs=0 kernels=5 h2ds=0 d2hs=0
// CHECK-DAG: region {{.*}}profile_gpu.c:[[#DATA+8]]:{{[0-9]+}} target runs=1 host_runs=0 kernels=1 h2ds=1 d2hs=1
// CHECK: total runs=7 host_runs=0 kernels=6 h2ds=2 d2hs=2 memsets=0
// CHECK: numbers gpu_total_us=ok init_context_us=ok init_module_us=ok profiler_us=ok wall_us=ok
// CHECK: gpu_total_is_sum yes
// CHECK: teardown seen

// INJECT: source cupti-injected
// INJECT: total runs=0 host_runs=0 kernels=6 h2ds=2 d2hs=2

#include <stdio.h>
#include <stdlib.h>

int
main(void)
{
	int n = 1000000, ok = 1;
	float *a = malloc(n * sizeof *a);

	for (int i = 0; i < n; i++)
		a[i] = (float)i;
#pragma omp target data map(tofrom: a[0:n])
	{
		for (int r = 0; r < 5; r++) {
#pragma omp target teams distribute parallel for
			for (int i = 0; i < n; i++)
				a[i] += 1;
		}
	}
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	for (int i = 0; i < n; i++)
		a[i] *= 2;
	for (int i = 0; i < n; i++)
		ok &= a[i] == 2 * ((float)i + 5);
	printf("%s\n", ok ? "PASS" : "FAIL");
	free(a);
	return !ok;
}
