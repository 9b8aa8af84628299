// RUN: not %omp2cuda --emit-cuda %s -o /dev/null 2>&1 | FileCheck %s
// Variable-length arrays a region cannot take as the pointer to their
// first element: used whole (sizeof, &: the pointer's size and address
// would be silently wrong), copied (private, firstprivate: CUDA C++ has
// no VLA to copy into).

#include <stddef.h>

size_t
f(int n)
{
	int a[n][4], b[n];
	size_t s = 0;

	// CHECK: :[[@LINE+2]]:13: error: variable-length array 'a' is used whole (its address, size or type) in a target region: not supported yet
#pragma omp target map(tofrom: s)
	s = sizeof(a);
	// CHECK: :[[@LINE+2]]:16: error: variable-length array 'b' is used whole
#pragma omp target map(tofrom: s)
	s = (size_t)(&b);
	// CHECK: :[[@LINE+1]]:33: error: firstprivate of variable-length array 'b' is not supported yet
#pragma omp target firstprivate(b) map(tofrom: s)
	s = b[0];
	// CHECK: :[[@LINE+1]]:28: error: private of variable-length array 'b' is not supported yet
#pragma omp target private(b) map(tofrom: s)
	s = b[0];
	// CHECK: :[[@LINE+1]]:35: error: defaultmap(firstprivate) of variable-length array 'a' is not supported yet: map it
#pragma omp target map(tofrom: s) defaultmap(firstprivate: aggregate)
	s = a[1][2];
	return s;
}
