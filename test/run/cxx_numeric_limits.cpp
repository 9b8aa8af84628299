// std::numeric_limits in device code: its constexpr members (max, min,
// lowest, epsilon, infinity, digits) are constants nvcc compiles for the
// device; a saturating conversion and a running minimum use them.  And
// <cfloat>'s DBL_EPSILON and DBL_MAX, which g++ spells as long double
// constants cast to double: the front end reads them as the double
// constants they are.
// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
#include <stdio.h>
#include <limits>
#include <cfloat>

int main() {
  const int N = 1000;
  static short sat[N];
  static float lo[N];
  int eps_ok = 0;
#pragma omp target teams distribute parallel for map(from: sat[0:N], lo[0:N])
  for (int i = 0; i < N; i++) {
    int v = (i - N / 2) * 97;
    if (v > std::numeric_limits<short>::max())
      v = std::numeric_limits<short>::max();
    if (v < std::numeric_limits<short>::min())
      v = std::numeric_limits<short>::min();
    sat[i] = (short)v;
    float m = std::numeric_limits<float>::infinity();
    for (int k = 0; k <= i % 7; k++)
      m = m < (float)(i - k) ? m : (float)(i - k);
    lo[i] = m > std::numeric_limits<float>::lowest() ? m : 0.0f;
  }
#pragma omp target map(from: eps_ok)
  eps_ok = 1.0f + std::numeric_limits<float>::epsilon() != 1.0f && std::numeric_limits<int>::digits == 31 &&
           1.0 + DBL_EPSILON != 1.0 && 1.0 + DBL_EPSILON / 4 == 1.0 && DBL_MAX > 1e308;
  int bad = !eps_ok;
  for (int i = 0; i < N; i++) {
    int v = (i - N / 2) * 97;
    v = v > 32767 ? 32767 : (v < -32768 ? -32768 : v);
    bad += sat[i] != v || lo[i] != (float)(i - i % 7);
  }
  printf("%s (%d wrong)\n", bad ? "FAIL" : "PASS", bad);
  return bad != 0;
}
