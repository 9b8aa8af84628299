// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: %omp2cuda -x c++ -O2 %s -o %t.cxx && %run %t.cxx | FileCheck %s
// E2E-PASS[%t.cxx]:
// CHECK: PASS
// Declare target tables that a header defines (OpenMP 5.2 7.8.1), named
// by device functions of another header and mapped again by the host
// (HeCBench lci): the tables' device copies, initialized from their
// declarations, are present, so the map moves nothing; target update
// moves a table the host changes.  As C, and as C++ (which lci is).

#include <stdio.h>

#include "Inputs/fact_tables.h"
#include "Inputs/fact_kernels.h"

#define L 9

int
main(void)
{
	double out[L], want;
	int nf = sizeof fact_table / sizeof fact_table[0];
	int nd = sizeof double_fact_table / sizeof double_fact_table[0];

#pragma omp target data map(to: fact_table[0:nf], double_fact_table[0:nd]) map(from: out)
	{
#pragma omp target teams distribute parallel for
		for (int l = 0; l < L; l++)
			out[l] = scaled(l);
	}
	for (int l = 0; l < L; l++) {
		want = alpha(l) * scale_table[l % 4];
		if (out[l] != want) {
			printf("FAIL: out[%d] = %g, want %g\n", l, out[l], want);
			return 1;
		}
	}

	/* New host values reach the device copy through target update. */
	for (int k = 0; k < 4; k++)
		scale_table[k] = 10 * (k + 1);
#pragma omp target update to(scale_table)
#pragma omp target teams distribute parallel for map(from: out)
	for (int l = 0; l < L; l++)
		out[l] = scaled(l);
	for (int l = 0; l < L; l++)
		if (out[l] != alpha(l) * 10 * (l % 4 + 1)) {
			printf("FAIL: out[%d] = %g after update\n", l, out[l]);
			return 1;
		}
	printf("PASS\n");
	return 0;
}
