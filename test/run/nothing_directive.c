// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// The nothing directive (OpenMP 5.2 8.4) in a target region: in its code,
// and between the loops of a collapsed nest (clang takes it there; the
// host fallback leaves it out, as the kernel does).

#include <stdio.h>

#define N 12
#define M 7

int
main(void)
{
	int a[N][M], sum = 0, ok = 1;

#pragma omp target teams distribute parallel for collapse(2) map(from: a)
	for (int i = 0; i < N; i++)
#pragma omp nothing
		for (int j = 0; j < M; j++)
			a[i][j] = i * M + j;
#pragma omp target map(tofrom: sum) map(to: a)
	{
#pragma omp nothing
		for (int i = 0; i < N; i++)
			for (int j = 0; j < M; j++)
				sum += a[i][j];
	}
	for (int i = 0; i < N; i++)
		for (int j = 0; j < M; j++)
			ok &= a[i][j] == i * M + j;
	ok &= sum == N * M * (N * M - 1) / 2;
	printf("%d\n", sum);
	printf("%s\n", ok ? "PASS" : "FAIL");
	return !ok;
}
