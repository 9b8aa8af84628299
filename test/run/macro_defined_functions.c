// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// Functions whose definitions macros give (a header's MF_MIX(64),
// MF_SCALE(triple, 3.0)), called in a region: the .cu file prints each
// invocation as the function's definition.  Each result against the same
// functions on the host.
#include <stdio.h>

#include "Inputs/macro_functions.h"

#define N 1000

int
main(void)
{
	static unsigned long long got[N];
	static double g2[N];
	int bad = 0;

#pragma omp target teams distribute parallel for map(from: got[0:N], g2[0:N])
	for (int i = 0; i < N; i++) {
		got[i] = mix64((unsigned long long)i) + mix32((unsigned long long)i * 7);
		g2[i] = triple(i * 0.5);
	}
	for (int i = 0; i < N; i++)
		if (got[i] != mix64((unsigned long long)i) + mix32((unsigned long long)i * 7) ||
		    g2[i] != triple(i * 0.5))
			bad++;
	printf("%s\n", bad ? "FAIL" : "PASS");
	return bad != 0;
}
