// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// CHECK: PASS
// Loops whose header a macro writes and whose body the file writes
// (`KERNEL_LOOP(i, n) { ... }`, as CUDA-ported code often has): the
// kernel reads the loop from the AST (bounds from the macro's arguments,
// operators of the replacement list, a step argument, a != test), the
// body from the file.  Each loop's result is compared
// with the same loop run on the host.
#include <stdio.h>

#define KERNEL_LOOP(index, range) for (int index = 0; index < (range); index++)
#define DOWN_LOOP(index, range) for (int index = (range) - 1; index >= 0; index--)
#define STRIDED(index, lo, hi, s) for (long index = (lo); index <= (hi); index += (s))
#define FOR(i, n) for (int i = 0; i < n; ++i)
#define UNTIL(i, n) for (int i = n; i != 0; i--)

#define N 1000

int main(void)
{
	static int a[N], b[N], c[N], d[N], ra[N], rb[N], rc[N], rd[N];
	int n = N, bad = 0;

#pragma omp target teams distribute parallel for map(from: a[0:n])
	KERNEL_LOOP(i, n / 2 * 2) {
		a[i] = 3 * i + 1;
	}
#pragma omp target teams distribute parallel for map(tofrom: b[0:n])
	DOWN_LOOP(i, n - 1)
		b[i] = i * i - 7;
#pragma omp target teams distribute parallel for map(tofrom: c[0:n])
	STRIDED(i, 5, n - 3, 7)
		c[i] = (int)i ^ 0x55;
#pragma omp target teams distribute parallel for map(tofrom: d[0:n])
	FOR(i, n - 2)
		d[i] = 5 * i;
#pragma omp target teams distribute parallel for map(tofrom: d[0:n])
	UNTIL(i, n - 1)
		d[i] += i;

	KERNEL_LOOP(i, n / 2 * 2) {
		ra[i] = 3 * i + 1;
	}
	DOWN_LOOP(i, n - 1)
		rb[i] = i * i - 7;
	STRIDED(i, 5, n - 3, 7)
		rc[i] = (int)i ^ 0x55;
	FOR(i, n - 2)
		rd[i] = 5 * i;
	UNTIL(i, n - 1)
		rd[i] += i;
	for (int i = 0; i < n; i++)
		bad += a[i] != ra[i] || b[i] != rb[i] || c[i] != rc[i] || d[i] != rd[i];
	printf("%s %d\n", bad ? "FAIL" : "PASS", bad);
	return bad != 0;
}
