// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// Directive lines continued with a backslash, the next line's clause (or
// directive word) at its first column: a line splice right before a
// token (clang counts it in the token's extent).

#include <stdio.h>

#define N 1000

int
main(void)
{
	double a[N], err = 0;
	int ok = 1;

#pragma omp target teams distribute parallel for \
map(from: a)
	for (int i = 0; i < N; i++)
		a[i] = 0.5 * i;
#pragma omp target teams distribute \
parallel for \
reduction(max: err) map(to: a)
	for (int i = 0; i < N; i++)
		err = a[i] > err ? a[i] : err;
	for (int i = 0; i < N; i++)
		ok &= a[i] == 0.5 * i;
	ok &= err == 0.5 * (N - 1);
	printf("%g\n", err);
	printf("%s\n", ok ? "PASS" : "FAIL");
	return !ok;
}
