// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// CHECK: PASS
// Loops whose header a macro writes and whose body the file writes
// (`KERNEL_LOOP(i, n) { ... }`, as CUDA-ported code often has): the
// kernel reads the loop from the AST (bounds from the macro's arguments,
// ++ and -- of the replacement list by the test's direction, a step
// argument), the body from the file.  Each loop's result is compared
// with the same loop run on the host.
#include <stdio.h>

#define KERNEL_LOOP(index, range) for (int index = 0; index < (range); index++)
#define DOWN_LOOP(index, range) for (int index = (range) - 1; index >= 0; index--)
#define STRIDED(index, lo, hi, s) for (long index = (lo); index <= (hi); index += (s))

#define N 1000

int main(void)
{
	static int a[N], b[N], c[N], ra[N], rb[N], rc[N];
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

	KERNEL_LOOP(i, n / 2 * 2) {
		ra[i] = 3 * i + 1;
	}
	DOWN_LOOP(i, n - 1)
		rb[i] = i * i - 7;
	STRIDED(i, 5, n - 3, 7)
		rc[i] = (int)i ^ 0x55;
	for (int i = 0; i < n; i++)
		bad += a[i] != ra[i] || b[i] != rb[i] || c[i] != rc[i];
	printf("%s %d\n", bad ? "FAIL" : "PASS", bad);
	return bad != 0;
}
