// RUN: %omp2cuda++ -O2 -c %S/Inputs/cxx_rdc_scale_lib.cpp -o %t.lib.o
// RUN: %omp2cuda++ -O2 -c %s -o %t.main.o
// RUN: %omp2cuda++ %t.main.o %t.lib.o -o %t
// RUN: %run %t | FileCheck %s
// CHECK: PASS
// Declare target functions of C++ linkage that another file defines (two overloads, and two
// namesakes in nested namespaces; declared in a header both files include, and here again in
// a declare target block): the device code of both files keeps the functions' C++ names, so
// the header's declarations and the .cu file's agree and each links to its own definition.
// The namespaced ones are told apart by their full names, not their spelling.
#include <cstdio>

#include "Inputs/cxx_rdc_scale.h"

#pragma omp declare target
double scale(double x, int k);
float scale(float x, int k);
namespace geo {
double shift(double x);
namespace inner {
double shift(double x);
}
} // namespace geo
#pragma omp end declare target

int main() {
  const int n = 256;
  double d[n], s[n];
  float f[n];
#pragma omp target teams distribute parallel for map(from: d, f, s)
  for (int i = 0; i < n; i++) {
    d[i] = scale((double)i, 3);
    f[i] = scale((float)i, 2);
    s[i] = geo::shift(i) * 2 + geo::inner::shift(i);
  }
  int bad = 0;
  for (int i = 0; i < n; i++)
    bad += d[i] != i * 3 + 0.5 || f[i] != (float)i * 2.0f - 0.25f || s[i] != 3.0 * i + 100.0;
  printf("%s (%d wrong)\n", bad ? "FAIL" : "PASS", bad);
  return bad != 0;
}
