// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: %omp2cuda -O2 %s -o %t && env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// CHECK: PASS
// Loops whose test is != (OpenMP 5.0 2.9.1), counting up and down, with
// the index on either side of the test, signed and unsigned indices, a
// loop that runs no iteration, and a collapsed nest of two: each
// iteration adds a value of its index to its own element, and the
// result is compared with the same loops run sequentially.
#include <stdio.h>

enum { N = 1237, R = 37, C = 41 };

static int a[N], want[N];
static long g[R * C], gwant[R * C];

static void
up_down(int lo, int hi, unsigned m)
{
#pragma omp target teams distribute parallel for map(tofrom: a)
	for (int i = lo; i != hi; i++)
		a[i] += 3 * i + 1;
#pragma omp target parallel for map(tofrom: a)
	for (int i = hi - 1; lo - 1 != i; --i)
		a[i] += i % 7;
#pragma omp target teams distribute parallel for map(tofrom: a)
	for (unsigned u = m; u != 0; u -= 1)
		a[u - 1] += 5;
#pragma omp target teams distribute parallel for map(tofrom: a)
	for (int i = hi; i != hi; i++)
		a[i] = -1000;
	for (int i = lo; i < hi; i++)
		want[i] += 3 * i + 1 + i % 7;
	for (unsigned u = 0; u < m; u++)
		want[u] += 5;
}

static void
nest(int rows, int cols)
{
#pragma omp target teams distribute parallel for collapse(2) map(tofrom: g)
	for (int i = rows - 1; i != -1; i = i - 1)
		for (int j = 0; j != cols; j += 1)
			g[i * C + j] += (long)i * 1000 + j;
	for (int i = 0; i < rows; i++)
		for (int j = 0; j < cols; j++)
			gwant[i * C + j] += (long)i * 1000 + j;
}

int
main(void)
{
	up_down(3, N - 2, N / 2);
	up_down(0, N, N);
	nest(R, C);
	nest(R - 5, C - 1);
	for (int i = 0; i < N; i++)
		if (a[i] != want[i]) {
			printf("FAIL: a[%d] = %d, expected %d\n", i, a[i], want[i]);
			return 1;
		}
	for (int i = 0; i < R * C; i++)
		if (g[i] != gwant[i]) {
			printf("FAIL: g[%d] = %ld, expected %ld\n", i, g[i], gwant[i]);
			return 1;
		}
	printf("PASS\n");
	return 0;
}
