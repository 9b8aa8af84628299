// RUN: %omp2cuda --emit-cuda %s -o %t.cu
// RUN: FileCheck %S/Inputs/included_target.h < %t.cu
// RUN: FileCheck %S/Inputs/included_target_body.c < %t.cu
// RUN: %omp2cuda %s -o %t && %run %t | FileCheck %s
// Target regions in the user's included files (a header of target
// helpers, an #include'd .c file, here in another directory) compile as
// the main file's: the file is put in place of its #include line, its
// lines keep their file and number (#line), and its own #include "..."
// files are found.  Host constructs in headers stay the host compiler's.
// CHECK: 10 8 16 3 9 included_target_body.c

#include <stdio.h>

#include "Inputs/included_target.h"
#include "Inputs/included_target_body.c"
#include "Inputs/included_host.h"

int
main(void)
{
	double a[4] = {1, 2, 3, 4};
	double b = 0;
	int x = 8;
	const char *where;

#pragma omp target map(tofrom: b) map(to: a)
	b = a[0] + a[3] + 3;
	printf("%g %g", sum(a, 4), b);
	scale(a, 4);
	add_one(a, 4);
	where = twice(&x);
	printf(" %d %g %g %s\n", x, a[0], a[3], where);
	return 0;
}
