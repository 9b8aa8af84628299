// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// Collapsed loop nests whose inner bounds name an outer loop's variable
// (triangular): the outer loops are shared among the threads, the rest
// run in order inside each of their iterations, their variables private
// as the collapse makes them (j here, declared outside, in no clause).

#include <stdio.h>

#define N 60

int
main(void)
{
	int a[N][N] = {{0}}, b[N][N][4] = {{{0}}}, i, j, bad = 0;
	long pairs = 0;

#pragma omp target teams distribute parallel for collapse(2) map(tofrom: a) \
	reduction(+: pairs)
	for (i = 0; i < N; i++)
		for (j = i; j < N; j++) {
			a[i][j] = i + j;
			pairs += 1;
		}
#pragma omp target parallel for collapse(3) map(tofrom: b)
	for (int x = 0; x < N; x++)
		for (int y = 0; y < N; y++)
			for (int z = 0; z < x % 4; z++)
				b[x][y][z] = x * y + z;
	for (i = 0; i < N; i++)
		for (j = 0; j < N; j++) {
			bad += a[i][j] != (j >= i ? i + j : 0);
			for (int z = 0; z < 4; z++)
				bad += b[i][j][z] != (z < i % 4 ? i * j + z : 0);
		}
	if (bad || pairs != N * (N + 1) / 2) {
		printf("FAIL: %d wrong, %ld pairs\n", bad, pairs);
		return 1;
	}
	printf("PASS\n");
	return 0;
}
