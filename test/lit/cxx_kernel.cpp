// A C++ source's kernel keeps C++'s meaning: no C spellings or C math
// wrappers in the .cu file, std::max and static_cast as written, a
// `const T &` parameter received as the object it refers to; the host
// fallback of a region in an extern "C" function goes before `extern`.
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s --check-prefix=HOST
// CHECK-NOT: #define _Bool bool
// CHECK-NOT: omp2cuda_cmath.h
// CHECK-LABEL: __global__ void
// CHECK-NEXT: o2c_cxx_kernel_{{[0-9]+}}(int n, double *__restrict__ y, const double s, O2cDone o2c_done)
// CHECK: y[i] = std::max(std::sqrt(y[i]) * s, static_cast<double>(i));
// HOST: /* {{.*}}cxx_kernel.cpp:[[#@LINE+7]]: host fallback of o2c_cxx_kernel_[[#@LINE+7]] */
// HOST: extern "C" void scale
#include <algorithm>
#include <cmath>

extern "C" void scale(double *y, int n, const double &s)
{
#pragma omp target teams distribute parallel for map(tofrom: y[0:n])
	for (int i = 0; i < n; i++)
		y[i] = std::max(std::sqrt(y[i]) * s, static_cast<double>(i));
}
