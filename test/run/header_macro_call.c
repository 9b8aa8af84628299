// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// A region calls a header's function through the header's macro, and
// another from a region inside a host parallel region and a target data
// region: the header is compiled for the device as the file's own code.
#include <stdio.h>
#include "Inputs/macro_calls.h"

int main(void)
{
	int a[32], b[32], c = 5, bad = 0;

#pragma omp target teams distribute parallel for map(from: a)
	for (int i = 0; i < 32; i++)
		a[i] = TWICE(i);
#pragma omp parallel num_threads(1)
	{
#pragma omp target data map(from: b) map(tofrom: c)
		{
#pragma omp target teams distribute parallel for
			for (int i = 0; i < 32; i++)
				b[i] = plus_one(i);
#pragma omp target map(tofrom: c)
			c = add_two(c);
		}
	}
	for (int i = 0; i < 32; i++)
		bad += a[i] != 2 * i || b[i] != i + 1;
	bad += c != 7;
	if (bad) {
		printf("FAIL: %d wrong\n", bad);
		return 1;
	}
	printf("PASS\n");
	return 0;
}
