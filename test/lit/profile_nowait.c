// The GPU-total ledger with target tasks: a nowait region's kernel and its
// copies, those made when it is issued and those made at taskwait, land in
// its row; a deferred target update's copy in the update's row.  Counts
// only, with CUPTI and with events; copies pageable, so that each is one DMA
// (staged, a 4 MB copy is issued in four pieces).
// REQUIRES: gpu
// RUN: %omp2cuda --profile -O2 %s -o %t
// RUN: env OMP_TARGET_OFFLOAD=MANDATORY OMP2CUDA_TRANSFER=pageable OMP2CUDA_PROFILE_OUT=%t.json %t
// RUN: python3 %S/Inputs/ledger_json.py %t.json | FileCheck %s
// RUN: env OMP_TARGET_OFFLOAD=MANDATORY OMP2CUDA_TRANSFER=pageable OMP2CUDA_PROFILE=events OMP2CUDA_PROFILE_OUT=%t.ev.json %t
// RUN: python3 %S/Inputs/ledger_json.py %t.ev.json | FileCheck %s

// CHECK-DAG: region {{.*}}profile_nowait.c:[[#L:]]:{{[0-9]+}} target runs=1 host_runs=0 kernels=1 h2ds=1 d2hs=1 h2d_bytes=4000000 d2h_bytes=4000000
// CHECK-DAG: region {{.*}}profile_nowait.c:[[#L+4]]:{{[0-9]+}} data runs=1 host_runs=0 kernels=0 h2ds=1 d2hs=0
// CHECK-DAG: region {{.*}}profile_nowait.c:[[#L+6]]:{{[0-9]+}} target runs=1 host_runs=0 kernels=1 h2ds=0 d2hs=0
// CHECK-DAG: region {{.*}}profile_nowait.c:[[#L+9]]:{{[0-9]+}} update runs=1 host_runs=0 kernels=0 h2ds=0 d2hs=1 h2d_bytes=0 d2h_bytes=4000000
// CHECK: total runs=4 host_runs=0 kernels=2 h2ds=2 d2hs=2 memsets=0

#include <stdio.h>
#include <stdlib.h>

int
main(void)
{
	int n = 1000000, ok = 1;
	float *a = malloc(n * sizeof *a);

	for (int i = 0; i < n; i++)
		a[i] = (float)i;
#pragma omp target teams distribute parallel for map(tofrom: a[0:n]) nowait
	for (int i = 0; i < n; i++)
		a[i] += 1;
#pragma omp taskwait
#pragma omp target data map(to: a[0:n])
	{
#pragma omp target teams distribute parallel for nowait
		for (int i = 0; i < n; i++)
			a[i] *= 2;
#pragma omp target update from(a[0:n]) nowait
#pragma omp taskwait
	}
	for (int i = 0; i < n; i++)
		ok &= a[i] == 2 * ((float)i + 1);
	printf("%s\n", ok ? "PASS" : "FAIL");
	free(a);
	return !ok;
}
