// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: %omp2cuda -O2 %s -o %t && env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s --check-prefix=CUDA
// CHECK: PASS
// Locals and parameters named as CUDA's built-in variables (code ported
// from CUDA keeps such names): the .cu file's copy renames them, so that
// the code omp2cuda writes in their scope (a nested parallel loop, a
// device API call's answer) still reaches CUDA's.
// CUDA: first(int o2c_user_blockDim, int o2c_user_gridDim)
// CUDA: int o2c_user_blockIdx = i * 2;
#include <omp.h>
#include <stdio.h>

#define N 64
#define M 32

#pragma omp declare target
int
first(int blockDim, int gridDim)
{
	return blockDim * gridDim + omp_get_thread_num() * 0;
}
#pragma omp end declare target

int
main(void)
{
	int out[N][M], bad = 0;

#pragma omp target parallel for map(from: out)
	for (int i = 0; i < N; i++) {
		int blockIdx = i * 2;
		for (int j = 0; j < M; j++)
			out[i][j] = blockIdx + j + first(i, 3) - 3 * i + omp_get_thread_num() * 0;
	}
	for (int i = 0; i < N; i++)
		for (int j = 0; j < M; j++)
			bad += out[i][j] != 2 * i + j;

#pragma omp target parallel for collapse(2) map(tofrom: out)
	for (int i = 0; i < N; i++)
		for (int j = 0; j < M; j++) {
			int threadIdx = out[i][j];
			out[i][j] = threadIdx + first(1, 1) + omp_get_thread_num() * 0;
		}
	for (int i = 0; i < N; i++)
		for (int j = 0; j < M; j++)
			bad += out[i][j] != 2 * i + j + 1;
	printf("%s %d\n", bad ? "FAIL" : "PASS", bad);
	return bad != 0;
}
