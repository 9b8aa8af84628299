// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// Functions a header defines, called from a region (directly and through
// the file's own function): compiled for the device like the file's,
// headers with include guards or #pragma once included twice.

#include <stdio.h>

#include "Inputs/shapes.h"
#include "Inputs/thrice_once.h"
#include "Inputs/shapes.h"
#include "Inputs/thrice_once.h"

static int
scaled(struct box b, int i)
{
	return volume(b, i) + 1;
}

int
main(void)
{
	int out[16], bad = 0;
	struct box b = {2, 3};

#pragma omp target teams distribute parallel for map(from: out)
	for (int i = 0; i < 16; i++)
		out[i] = scaled(b, i) + area(b) + thrice(i);
	for (int i = 0; i < 16; i++)
		bad += out[i] != 6 * i + 1 + 6 + 3 * i;
	if (bad || host_only_twice(3) != 6) {
		printf("FAIL: %d wrong\n", bad);
		return 1;
	}
	printf("PASS\n");
	return 0;
}
