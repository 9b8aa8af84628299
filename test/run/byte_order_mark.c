// RUN: %omp2cuda %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// A UTF-8 byte-order mark begins this file: the host file, which begins
// with omp2cuda's own lines, leaves it out (cc rejected it there).

#include <stdio.h>

int
main(void)
{
	int a[8], sum = 0;

#pragma omp target teams distribute parallel for map(from: a)
	for (int i = 0; i < 8; i++)
		a[i] = i * i;
	for (int i = 0; i < 8; i++)
		sum += a[i];
	printf("%s\n", sum == 140 ? "PASS" : "FAIL");
	return sum != 140;
}
