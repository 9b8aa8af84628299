// A header included with quotes, relative to the source's directory, reaches
// both generated files: the host .c (cc -iquote) and the kernels (nvcc -I).
// RUN: %omp2cuda -v -O2 %s -o %t 2>&1 | FileCheck %s --check-prefix=CMD
// RUN: %run %t | FileCheck %s
// The source named by a path relative to the working directory: the kernels
// include the header by its real path.
// RUN: cd %S/.. && %omp2cuda -O2 lit/include_quote.c -o %t.rel
// RUN: %run %t.rel | FileCheck %s
// CMD: nvcc{{.*}} -I{{.*}}test/lit {{.*}}.o2c.cu
// CMD: cc -S -fopenmp {{.*}}-iquote {{.*}}test/lit {{.*}}.o2c.c
// CHECK: PASS
#include <stdio.h>

#include "Inputs/include_quote.h"

int
main(void)
{
	int a[64], ok = 1;
	struct pair p = {1, 2};

#pragma omp target teams distribute parallel for map(from: a)
	for (int i = 0; i < 64; i++)
		a[i] = SCALE * i + p.v + p.w;
	for (int i = 0; i < 64; i++)
		ok &= a[i] == 3 * i + 3;
	printf("%s\n", ok ? "PASS" : "FAIL");
	return !ok;
}
