// An #include line inside a target region's code (in C, and in a C++
// function template declared before it is defined and instantiated
// after): a located error at the #include, before nvcc; the region's
// code is not compiled for the device.
// RUN: not %omp2cuda -c %s -o %t.o 2>&1 | FileCheck %s
// RUN: not %omp2cuda -x c++ -DCXX -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=CXX
#define SCALE(x) (2 * (x))

#ifndef CXX
void f(float *a, const float *b, float k, int n)
{
#pragma omp target teams distribute parallel for map(to: b[0:n]) map(from: a[0:n])
	for (int i = 0; i < n; i++) {
// CHECK: :[[@LINE+1]]:1: error: '#include' in the code of a target region is not supported yet: include the file outside the region
#include "Inputs/region_body_part.h"
	}
}
#else
template <typename T> void g(T *a, const T *b, T k, int n);

void run(float *a, const float *b, int n) { g<float>(a, b, 1.0f, n); }

template <typename T> void g(T *a, const T *b, T k, int n)
{
#pragma omp target teams distribute parallel for map(to: b[0:n]) map(from: a[0:n])
	for (int i = 0; i < n; i++) {
// CXX: :[[@LINE+1]]:1: error: '#include' in the code of a target region is not supported yet: include the file outside the region
#include "Inputs/region_body_part.h"
	}
}
#endif
