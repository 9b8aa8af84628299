// The GPU-total ledger and staged copies: a 16 MiB map is staged through
// the ring of pinned chunks in pieces (four; or the first 8 MiB pageable
// while the ring is set up, then the rest in four), yet counts as one H2D
// and one D2H, as long as the host waited for each (at least its pieces' DMA, which
// is shown apart); with CUDA events the pair around the copy times it and
// its DMA is not measured; the injection library (the runtime finds its
// hooks) counts it the same way in its copies row, and a copy made
// pageable is one DMA as before.  Counts only: timing is never asserted.
// REQUIRES: gpu
// RUN: %omp2cuda --profile -O2 %s -o %t
// RUN: env OMP_TARGET_OFFLOAD=MANDATORY OMP2CUDA_TRANSFER=stage OMP2CUDA_PROFILE_OUT=%t.json %t 2>&1 | FileCheck %s --check-prefix=TABLE
// RUN: python3 %S/Inputs/ledger_json.py %t.json | FileCheck %s --check-prefixes=CHECK,DMA
// RUN: env OMP_TARGET_OFFLOAD=MANDATORY OMP2CUDA_TRANSFER=stage OMP2CUDA_PROFILE=events OMP2CUDA_PROFILE_OUT=%t.ev.json %t
// RUN: python3 %S/Inputs/ledger_json.py %t.ev.json | FileCheck %s --check-prefixes=CHECK,EVENTS
// RUN: env OMP_TARGET_OFFLOAD=MANDATORY OMP2CUDA_TRANSFER=stage OMP2CUDA_PROFILE=0 CUDA_INJECTION64_PATH=%unit/../../lib/libomp2cuda_inject.so OMP2CUDA_INJECT_OUT=%t.inj.json %t
// RUN: python3 %S/Inputs/ledger_json.py %t.inj.json | FileCheck %s --check-prefixes=INJECT,DMA
// RUN: env OMP_TARGET_OFFLOAD=MANDATORY OMP2CUDA_TRANSFER=pageable OMP2CUDA_PROFILE=0 CUDA_INJECTION64_PATH=%unit/../../lib/libomp2cuda_inject.so OMP2CUDA_INJECT_OUT=%t.pg.json %t
// RUN: python3 %S/Inputs/ledger_json.py %t.pg.json | FileCheck %s --check-prefix=PAGEABLE

// TABLE: PASS
// TABLE: GPU-total {{[0-9.]+}} ms = kernel
// TABLE: H2D and D2H count each staged copy once, as long as the host waited for it (first host memcpy to last DMA); staged copies: H2D 1 (16.8 MB), host waited {{[0-9.]+}} ms, their DMA {{[0-9.]+}} ms ({{[0-9]+}} pieces); D2H 1 (16.8 MB), host waited {{[0-9.]+}} ms, their DMA {{[0-9.]+}} ms ({{[0-9]+}} pieces); GPU-total with their DMA only {{[0-9.]+}} ms

// INJECT: source cupti-injected
// INJECT: region (copies and memsets) - runs=0 host_runs=0 kernels=0 h2ds=1 d2hs=1 h2d_bytes=16777216 d2h_bytes=16777216
// INJECT: total runs=0 host_runs=0 kernels=1 h2ds=1 d2hs=1

// CHECK: region {{.*}}profile_staged.c:{{[0-9]+}}:{{[0-9]+}} target runs=1 host_runs=0 kernels=1 h2ds=1 d2hs=1 h2d_bytes=16777216 d2h_bytes=16777216
// CHECK: total runs=1 host_runs=0 kernels=1 h2ds=1 d2hs=1 memsets=0
// CHECK: gpu_total_is_sum yes
// DMA: staged h2ds=1 h2d_bytes=16777216 h2d_dmas={{[1-9]}} d2hs=1 d2h_bytes=16777216 d2h_dmas={{[1-9]}} dma=known
// EVENTS: staged h2ds=1 h2d_bytes=16777216 h2d_dmas=0 d2hs=1 d2h_bytes=16777216 d2h_dmas=0 dma=null
// CHECK: staged_within_copies yes
// CHECK: staged_regions_sum yes
// DMA: gpu_total_dma_is_sum yes
// DMA: host_wait_covers_dma yes
// EVENTS: gpu_total_dma null

// PAGEABLE: total runs=0 host_runs=0 kernels=1 h2ds=1 d2hs=1
// PAGEABLE: staged h2ds=0 h2d_bytes=0 h2d_dmas=0 d2hs=0 d2h_bytes=0 d2h_dmas=0 dma=known

#include <stdio.h>
#include <stdlib.h>

int
main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 4 << 20, ok = 1;
	float *a = malloc((size_t)n * sizeof *a);

	for (int i = 0; i < n; i++)
		a[i] = (float)i;
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	for (int i = 0; i < n; i++)
		a[i] = 2 * a[i] + 1;
	for (int i = 0; i < n; i++)
		ok &= a[i] == 2 * (float)i + 1;
	printf("%s\n", ok ? "PASS" : "FAIL");
	free(a);
	return !ok;
}
