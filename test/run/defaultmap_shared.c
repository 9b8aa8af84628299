// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: %omp2cuda -O2 %s -o %t && env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// CHECK: PASS
// defaultmap(tofrom: scalar) with shared(x) on combined constructs: shared
// applies to the teams and parallel leaves (OpenMP 5.2 17.2), defaultmap
// to the target leaf, so x is mapped tofrom and every thread's atomic
// update goes to its one device copy, which comes back.

#include <stdio.h>

#define N 1000

static int failed;

static void
expect(const char *what, int got, int want)
{
	if (!failed && got != want) {
		printf("FAIL: %s = %d, expected %d\n", what, got, want);
		failed = 1;
	}
}

int
main(void)
{
	int x = 5, y = 0, z = 1;

#pragma omp target teams distribute defaultmap(tofrom: scalar) shared(x)
	for (int i = 0; i < N; i++) {
#pragma omp atomic
		x += i % 2 ? 1 : 3;
	}
	expect("target teams distribute", x, 5 + 2 * N);
#pragma omp target teams distribute parallel for defaultmap(tofrom: scalar) shared(y)
	for (int i = 0; i < N; i++) {
#pragma omp atomic
		y += i;
	}
	expect("target teams distribute parallel for", y, N * (N - 1) / 2);
#pragma omp target parallel for defaultmap(tofrom: scalar) shared(z)
	for (int i = 0; i < 20; i++) {
#pragma omp atomic
		z *= 2 + 0 * i;
	}
	expect("target parallel for", z, 1 << 20);
	if (!failed)
		printf("PASS\n");
	return failed;
}
