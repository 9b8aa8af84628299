// Grids cut to the blocks that reside at once (runtime/geometry.c), with a
// driver that does nothing (tools/bench/nullcuda.c, 132 multiprocessors of
// 2,048 threads) that says how many blocks of a kernel reside on one
// (NULLCUDA_RESIDENT_BLOCKS): a grid-stride loop capped at a full GPU gets
// no more than those, a num_teams clause keeps its blocks and a team loop
// its block per team (156,250 teams, past a full GPU: the GPU hands each
// team's block out as a multiprocessor frees up), and
// OMP2CUDA_RESIDENT_GRID=off keeps the full GPU, as does a launch whose
// residency the driver cannot tell.
// Kernels do not run here: only the launches are checked.
// RUN: %omp2cuda -O2 %s -o %t
// RUN: env LD_LIBRARY_PATH=%unit/nullcuda OMP_TARGET_OFFLOAD=MANDATORY OMP2CUDA_VERBOSE=1 NULLCUDA_RESIDENT_BLOCKS=6 timeout 20 %t 2>&1 | FileCheck %s --check-prefix=CUT
// RUN: env LD_LIBRARY_PATH=%unit/nullcuda OMP_TARGET_OFFLOAD=MANDATORY OMP2CUDA_VERBOSE=1 NULLCUDA_RESIDENT_BLOCKS=6 OMP2CUDA_RESIDENT_GRID=off timeout 20 %t 2>&1 | FileCheck %s --check-prefix=FULL
// RUN: env LD_LIBRARY_PATH=%unit/nullcuda OMP_TARGET_OFFLOAD=MANDATORY OMP2CUDA_VERBOSE=1 timeout 20 %t 2>&1 | FileCheck %s --check-prefix=FULL
// RUN: env LD_LIBRARY_PATH=%unit/nullcuda OMP_TARGET_OFFLOAD=MANDATORY OMP2CUDA_VERBOSE=1 NULLCUDA_RESIDENT_BLOCKS=fail timeout 20 %t 2>&1 | FileCheck %s --check-prefix=FULL

// CUT: kernel o2c_resident_grid_{{[0-9]+}}{{(_narrow)?}} on null H100: 792 blocks x 256 threads
// CUT: kernel o2c_resident_grid_{{[0-9]+}}{{(_narrow)?}} on null H100: 2000 blocks x 256 threads (blocks: num_teams clause
// CUT: kernel o2c_resident_grid_{{[0-9]+}} on null H100: 156250 blocks x 128 threads
// CUT: exit
// FULL: kernel o2c_resident_grid_{{[0-9]+}}{{(_narrow)?}} on null H100: 1056 blocks x 256 threads
// FULL: kernel o2c_resident_grid_{{[0-9]+}}{{(_narrow)?}} on null H100: 2000 blocks x 256 threads (blocks: num_teams clause
// FULL: kernel o2c_resident_grid_{{[0-9]+}} on null H100: 156250 blocks x 128 threads
// FULL: exit
#include <stdio.h>
#include <stdlib.h>

int
main(int argc, char **argv)
{
	int n = 10000000, inner = argc + 40;
	float *a = calloc((size_t)n, sizeof *a);

	if (!a)
		return 1;
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	for (int i = 0; i < n; i++)
		a[i] += 1.0f;
#pragma omp target teams distribute parallel for num_teams(2000) map(tofrom: a[0:n])
	for (int i = 0; i < n; i++)
		a[i] += 2.0f;
#pragma omp target teams distribute map(tofrom: a[0:n])
	for (int t = 0; t < n / 64; t++) {
#pragma omp parallel for
		for (int j = 0; j < inner; j++)
			a[(long)t * 64 + j] += 3.0f;
	}
	printf("exit\n");
	free(a);
	return 0;
}
