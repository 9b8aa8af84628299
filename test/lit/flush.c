// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// A flush in a kernel, with or without a list or memory order, is a
// fence over device memory.

// CHECK: x[0] = 1;
// CHECK: __threadfence(); /* #pragma omp flush */
// CHECK: __threadfence(); /* #pragma omp flush */
// CHECK: x[1] = 2;

void
f(int *x)
{
#pragma omp target map(tofrom: x[0:2])
	{
		x[0] = 1;
#pragma omp flush
#pragma omp flush(x)
		x[1] = 2;
	}
}
