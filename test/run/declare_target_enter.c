// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// OpenMP 5.2's spelling of declare target (enter, 5.2 7.8.1), which
// OpenMP 5.1 spells to(...): the file is read as OpenMP 5.2, the oldest
// version that takes it.  A variable and a function entered, used by a
// region on the device.

#include <stdio.h>

int scale = 3;
#pragma omp declare target enter(scale)

int
triple(int x)
{
	return scale * x;
}
#pragma omp declare target enter(triple)

int
main(void)
{
	int out[64], bad = 0;

	scale = 3;
#pragma omp target update to(scale)
#pragma omp target teams distribute parallel for map(from: out)
	for (int i = 0; i < 64; i++)
		out[i] = triple(i) + 1;
	for (int i = 0; i < 64; i++)
		bad += out[i] != 3 * i + 1;
	printf("%s\n", bad ? "FAIL" : "PASS");
	return bad != 0;
}
