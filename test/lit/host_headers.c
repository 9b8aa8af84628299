// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// RUN: %omp2cuda -O2 -D_FORTIFY_SOURCE=2 -std=gnu11 --emit-cuda %s -o - | FileCheck %s
// RUN: %omp2cuda -std=c99 -fopenmp -c %s -o %t.o
// The system headers as the front end reads them under the host
// compiler's macros (gcc's: _FloatN keywords in glibc's declarations
// with _GNU_SOURCE, gcc 11's two-argument malloc attributes, fortified
// stdio): they parse, and the region compiles.
#define _GNU_SOURCE
#include <complex.h>
#include <float.h>
#include <limits.h>
#include <math.h>
#include <omp.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int
main(void)
{
	double x[64];
	atomic_int hits = 0;
	double complex z = 1.0 + 2.0 * I;
	for (int i = 0; i < 64; i++)
		x[i] = i;
	atomic_fetch_add(&hits, 1);
// CHECK: __global__ void
// CHECK: sqrt(x[i]) * DBL_EPSILON
#pragma omp target teams distribute parallel for map(tofrom: x)
	for (int i = 0; i < 64; i++)
		x[i] = sqrt(x[i]) * DBL_EPSILON + INT_MAX % 7;
	printf("%g %d %g %d\n", x[3], atomic_load(&hits), creal(z), omp_get_num_devices() >= 0);
	return 0;
}
