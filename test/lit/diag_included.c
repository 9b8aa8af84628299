// RUN: not %omp2cuda --emit-host %s -o /dev/null > %t.out 2>&1
// RUN: FileCheck %S/Inputs/included_target.h < %t.out
// RUN: FileCheck %S/Inputs/included_target_body.c < %t.out
// RUN: %omp2cuda -DHOST_ONLY %s -o %t && %run %t | FileCheck %s --check-prefix=HOST
// Target regions in included files (a header, an #include'd .c file) are errors at their directive:
// omp2cuda rewrites the main file only.  Host constructs in headers stay the host compiler's.
// HOST: 10 8

#include <stdio.h>

#ifndef HOST_ONLY
#include "Inputs/included_target.h"
#include "Inputs/included_target_body.c"
#endif
#include "Inputs/included_host.h"

int
main(void)
{
	double a[4] = {1, 2, 3, 4};
	double b = 0;

#pragma omp target map(tofrom: b) map(to: a)
	b = a[0] + a[3] + 3;
	printf("%g %g\n", sum(a, 4), b);
	return 0;
}
