// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s --check-prefix=CUDA
// CHECK: PASS
// Device functions whose only prototypes are in a user's header, defined
// after a caller (kmeans.h and find_nearest_point): the .cu file declares
// them where the header is included, before the callers' definitions.
// CUDA-LABEL: declarations from
// CUDA-DAG: __device__ static int nearest_index(const float *pt, const float *cen, int k, int n);
// CUDA-DAG: __device__ float nearest_dist2(const float *a, const float *b, int n);
// CUDA: __device__ static int nearest_index(const float *pt, const float *cen, int k, int n) {
#include "Inputs/nearest.h"

#include <stdio.h>

#define K 4
#define D 3
#define N 1000

#pragma omp declare target
static int nearest_index(const float *pt, const float *cen, int k, int n) {
	int best = 0;

	for (int c = 1; c < k; c++)
		if (nearest_dist2(pt, cen + c * n, n) < nearest_dist2(pt, cen + best * n, n))
			best = c;
	return best;
}

float nearest_dist2(const float *a, const float *b, int n) {
	float s = 0;

	for (int i = 0; i < n; i++)
		s += (a[i] - b[i]) * (a[i] - b[i]);
	return s;
}
#pragma omp end declare target

int
main(void)
{
	static float pts[N][D], cen[K * D];
	static int idx[N];
	int failed = 0;

	for (int c = 0; c < K; c++)
		for (int j = 0; j < D; j++)
			cen[c * D + j] = 10.0f * c;
	for (int i = 0; i < N; i++)
		for (int j = 0; j < D; j++)
			pts[i][j] = 10.0f * (i % K) + 1.0f;
#pragma omp target teams distribute parallel for map(to: pts, cen) map(from: idx)
	for (int i = 0; i < N; i++)
		idx[i] = nearest_index(pts[i], cen, K, D);
	for (int i = 0; i < N; i++)
		if (idx[i] != i % K && !failed) {
			printf("FAIL: idx[%d] = %d, expected %d\n", i, idx[i], i % K);
			failed = 1;
		}
	if (!failed)
		printf("PASS\n");
	return failed;
}
