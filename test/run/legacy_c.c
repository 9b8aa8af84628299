// RUN: %omp2cuda -O2 %s -o %t -w && %run %t | FileCheck %s
// RUN: env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// CHECK: PASS
// C that gcc before 14 takes with a warning and clang 22 refuses by default,
// in host code, around a target region: implicit int, a function called
// before any declaration, an integer converted to a pointer without a cast,
// a return without a value in a function that returns one (never reached).
// The front end reads the file as the host compiler does; the host file
// keeps the code (frontend/legacy.c).

#include <stdio.h>

static counter = 0;

static int
clamp(int v)
{
	if (v < -1000)
		return;
	return v < 0 ? 0 : v;
}

int
main(void)
{
	static int a[256];
	long where = (long)a;
	int *p = where, failed = 0;

#pragma omp target teams distribute parallel for map(from: a[0:256])
	for (int i = 0; i < 256; i++)
		a[i] = 3 * i - 100;
	counter = total(p, 256);
	for (int i = 0; i < 256; i++)
		failed |= clamp(a[i]) != (3 * i - 100 < 0 ? 0 : 3 * i - 100);
	if (counter != 3 * 255 * 256 / 2 - 100 * 256 || failed)
		printf("FAIL: counter %d\n", counter);
	else
		printf("PASS\n");
	return 0;
}

int
total(const int *v, int n)
{
	int s = 0;

	for (int i = 0; i < n; i++)
		s += v[i];
	return s;
}
