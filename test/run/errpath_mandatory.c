// RUN: %omp2cuda -O2 %s -o %t
// RUN: env CUDA_VISIBLE_DEVICES=-1 OMP_TARGET_OFFLOAD=MANDATORY not %t 2>&1 | FileCheck %s --check-prefix=DATA --implicit-check-not='after the'
// RUN: env CUDA_VISIBLE_DEVICES=-1 OMP_TARGET_OFFLOAD=MANDATORY not %t region 2>&1 | FileCheck %s --check-prefix=REGION --implicit-check-not='after the'
// RUN: env CUDA_VISIBLE_DEVICES=-1 OMP_TARGET_OFFLOAD=mandatory not %t update 2>&1 | FileCheck %s --check-prefix=UPDATE --implicit-check-not='after the'
// RUN: env CUDA_VISIBLE_DEVICES=-1 OMP_TARGET_OFFLOAD=DEFAULT %t 2>&1 | FileCheck %s --check-prefix=HOST
// RUN: env CUDA_VISIBLE_DEVICES=-1 OMP_TARGET_OFFLOAD=DISABLED %t 2>&1 | FileCheck %s --check-prefix=HOST
// RUN: %run %t | FileCheck %s --check-prefix=PASS
// E2E-FAIL[CUDA_VISIBLE_DEVICES=-1]: errpath_mandatory\.c:[0-9]+:1: error: OMP_TARGET_OFFLOAD=MANDATORY but no GPU is usable
// E2E-FAIL[CUDA_VISIBLE_DEVICES=-1 region]: errpath_mandatory\.c:[0-9]+:1: error: OMP_TARGET_OFFLOAD=MANDATORY but no GPU is usable
// E2E-PASS[CUDA_VISIBLE_DEVICES=-1 OMP_TARGET_OFFLOAD=DEFAULT]:
//
// OMP_TARGET_OFFLOAD=MANDATORY (OpenMP 5.2 21.2.8) with no usable GPU:
// the first device construct, whichever it is (target data, a target
// region, target update), is an error naming its source location, with
// exit status 1 and nothing after it run (in particular no host
// fallback).  CUDA_VISIBLE_DEVICES=-1 hides every GPU, so this holds on
// a GPU machine too; there DEFAULT and DISABLED run the host fallback
// and pass, and the last run, on the GPU under lit's gpu feature, passes.
#include <stdio.h>
#include <string.h>

#define N 1000

int
main(int argc, char **argv)
{
	const char *how = argc > 1 ? argv[1] : "data";
	double x[N], y[N];
	int bad = 0;

	for (int i = 0; i < N; i++) {
		x[i] = i;
		y[i] = 0;
	}
	if (!strcmp(how, "region")) {
// REGION: errpath_mandatory.c:[[@LINE+1]]:1: error: OMP_TARGET_OFFLOAD=MANDATORY but no GPU is usable: {{.+}}
#pragma omp target teams distribute parallel for map(to: x) map(from: y)
		for (int i = 0; i < N; i++)
			y[i] = 2 * x[i];
		printf("after the region\n");
	} else if (!strcmp(how, "update")) {
// UPDATE: errpath_mandatory.c:[[@LINE+1]]:1: error: OMP_TARGET_OFFLOAD=MANDATORY but no GPU is usable: {{.+}}
#pragma omp target update to(x)
		printf("after the update\n");
	}
// DATA: errpath_mandatory.c:[[@LINE+1]]:1: error: OMP_TARGET_OFFLOAD=MANDATORY but no GPU is usable: {{.+}}
#pragma omp target data map(to: x) map(tofrom: y)
	{
		printf("after the data construct began\n");
#pragma omp target teams distribute parallel for
		for (int i = 0; i < N; i++)
			y[i] = 2 * x[i];
	}
	for (int i = 0; i < N; i++)
		bad += y[i] != 2.0 * i;
	// HOST: PASS
	// PASS: PASS
	printf(bad ? "FAIL\n" : "PASS\n");
	return bad != 0;
}
