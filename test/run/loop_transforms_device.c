// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: %omp2cuda -O2 %s -o %t && env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s --check-prefix=CUDA
// CHECK: PASS
// Loop transformation constructs (OpenMP 5.1 unroll and tile) in target
// regions: on a loop a thread runs (in a region, in a function a region
// calls), and between a combined loop
// construct and its loop nest.  The loops compute what they would as
// written; nvcc gets the unroll factor where it is a literal.  A taskyield
// there has no task to switch to.
// CUDA: #pragma unroll 3 /* #pragma omp unroll partial */
// CUDA: #pragma unroll 4 /* #pragma omp unroll partial */
// CUDA: /* #pragma omp unroll: nvcc chooses the unrolling */
// CUDA: #pragma unroll /* #pragma omp unroll full */
// CUDA: /* #pragma omp taskyield */
// CUDA: /* #pragma omp tile: the loops as written */
#include <stdio.h>

#define FACTOR 2

/* a function regions call */
static int triangle(int x)
{
	int s = 0;
#pragma omp unroll partial(3)
	for (int k = 0; k < x; k++)
		s += k;
	return s;
}
#pragma omp declare target to(triangle)

int main(void)
{
	enum { N = 64 };
	static double a[N][N], t[N][N];
	double s = 0, r = 0;
	int b[1000], bad = 0;

	for (int i = 0; i < N; i++)
		for (int j = 0; j < N; j++)
			a[i][j] = i * 0.5 + j;
#pragma omp target teams distribute parallel for reduction(+: s) map(to: a)
	for (int i = 0; i < N; i++) {
#pragma omp unroll partial(4)
		for (int j = 0; j < N; j++)
			s += a[i][j];
#pragma omp unroll partial(FACTOR)
		for (int j = 0; j < 3; j++)
			s += j;
#pragma omp unroll full
		for (int j = 0; j < 4; j++)
			s -= j;
#pragma omp taskyield
#pragma omp tile sizes(2, 2)
		for (int j = 0; j < 4; j++)
			for (int k = 0; k < 3; k++)
				s += j * k;
	}
	for (int i = 0; i < N; i++)
		for (int j = 0; j < N; j++)
			r += a[i][j];
	bad += s != r + N * 3 - N * 6 + N * 18;
#pragma omp target map(to: a) map(from: t)
#pragma omp tile sizes(8, 8)
	for (int i = 0; i < N; i++)
		for (int j = 0; j < N; j++)
			t[j][i] = a[i][j];
	for (int i = 0; i < N; i++)
		for (int j = 0; j < N; j++)
			bad += t[j][i] != a[i][j];
#pragma omp target teams distribute parallel for map(from: b)
#pragma omp unroll partial(2)
	for (int i = 0; i < 1000; i++)
		b[i] = 3 * i;
#pragma omp target teams distribute parallel for collapse(2) map(tofrom: b)
#pragma omp tile sizes(4, 4)
	for (int i = 0; i < 10; i++)
		for (int j = 0; j < 10; j++)
			b[i * 10 + j] += 1;
	for (int i = 0; i < 1000; i++)
		bad += b[i] != 3 * i + (i < 100);
#pragma omp target teams distribute parallel for map(from: b)
	for (int i = 0; i < 100; i++)
		b[i] = triangle(i);
	for (int i = 0; i < 100; i++)
		bad += b[i] != i * (i - 1) / 2;
	printf("%s\n", bad ? "FAIL" : "PASS");
	return bad != 0;
}
