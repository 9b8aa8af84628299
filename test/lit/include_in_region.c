// An #include line inside a target region's code (in C, and in a C++
// function template declared before it is defined and instantiated
// after): the file is put in place, so the kernel holds its code with
// #line directives to it, and the names in it are the region's.
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// RUN: %omp2cuda -x c++ -DCXX --emit-cuda %s -o - | FileCheck %s --check-prefix=CXX
#define SCALE(x) (2 * (x))

#ifndef CXX
// CHECK: __global__ void
// CHECK-NEXT: o2c_include_in_region_[[#@LINE+5]](int n, float *__restrict__ a, const float *__restrict__ b, float k,
// CHECK: #line 1 "{{.*}}region_body_part.h"
// CHECK: a[i] = SCALE(b[i]) + k;
void f(float *a, const float *b, float k, int n)
{
#pragma omp target teams distribute parallel for map(to: b[0:n]) map(from: a[0:n])
	for (int i = 0; i < n; i++) {
#include "Inputs/region_body_part.h"
	}
}
#else
template <typename T> void g(T *a, const T *b, T k, int n);

void run(float *a, const float *b, int n) { g<float>(a, b, 1.0f, n); }

// CXX: #line 1 "{{.*}}region_body_part.h"
// CXX: a[i] = SCALE(b[i]) + k;
template <typename T> void g(T *a, const T *b, T k, int n)
{
#pragma omp target teams distribute parallel for map(to: b[0:n]) map(from: a[0:n])
	for (int i = 0; i < n; i++) {
#include "Inputs/region_body_part.h"
	}
}
#endif
