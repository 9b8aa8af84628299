// A function template with two target regions, instantiated twice: each
// instantiation's namespace (o2c_i<N>) opens once per region, and the
// template's parameters (`constexpr int n = 8;`, `using T = float;`) are
// defined at its first opening alone, in the .cu and the host file.
// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
#include <stdio.h>

template <int n, typename T> struct grid { T v[n]; };

template <int n, typename T> void step(grid<n, T> &g, T *out)
{
#pragma omp target teams distribute parallel for map(tofrom: g) map(from: out[0:n])
  for (int i = 0; i < n; i++)
    g.v[i] = (T)(i * n);
#pragma omp target teams distribute parallel for map(to: g) map(from: out[0:n])
  for (int i = 0; i < n; i++)
    out[i] = g.v[i] + 1;
}

int main() {
  grid<8, float> a;
  grid<16, double> b;
  float fa[8];
  double db[16];
  step(a, fa);
  step(b, db);
  int bad = 0;
  for (int i = 0; i < 8; i++)
    bad += fa[i] != i * 8 + 1;
  for (int i = 0; i < 16; i++)
    bad += db[i] != i * 16 + 1;
  printf("%s\n", bad ? "FAIL" : "PASS");
  return bad != 0;
}
