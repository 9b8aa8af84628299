// RUN: %omp2cuda -iquote %S/Inputs/search_quote -isystem%S/Inputs/search_sys \
// RUN:     -include %S/Inputs/search_forced.h %s -o %t && %run %t | FileCheck %s
// The include-search flags of gcc and clang reach every compiler omp2cuda
// runs (the front end, nvcc, the host compiler), in both spellings.
// CHECK: 30

#include <stdio.h>
#include <sysdefs.h>
#include "quoted.h"

int
main(void)
{
	int x = 0;

#pragma omp target map(tofrom: x)
	x = QUOTED * SYSTEM_TWO * FORCED;
	printf("%d\n", x);
	return 0;
}
