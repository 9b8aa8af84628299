// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// A file whose macro invocations the preprocessor expands is read twice:
// the second reading starts from a fresh unit, so the generated file
// includes each system header once, in the source's order (the first
// reading's list was kept and grown past its end).
#include <assert.h>
#include <ctype.h>
#include <errno.h>
#include <float.h>
#include <limits.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define WRAP(x) x
#define LOOP(n) _Pragma("omp target teams distribute parallel for map(tofrom: a[0:n])") for (int i = 0; i < n; i++)

// CHECK: #define _Noreturn {{\[\[}}noreturn{{\]\]}}
// CHECK-NEXT: #include <assert.h>
// CHECK-NEXT: #include <ctype.h>
// CHECK-NEXT: #include <errno.h>
// CHECK-NEXT: #include <float.h>
// CHECK-NEXT: #include <limits.h>
// CHECK-NEXT: #include <math.h>
// CHECK-NEXT: #include <stdint.h>
// CHECK-NEXT: #include <stdio.h>
// CHECK-NEXT: #include <stdlib.h>
// CHECK-NEXT: #include <string.h>
// CHECK-NOT: #include <assert.h>
// CHECK: __global__
void f(int n, double *a)
{
	WRAP(LOOP(n) a[i] = sqrt((double)i);)
}
