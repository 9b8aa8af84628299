// RUN: %omp2cuda++ -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// A mapped object whose class holds a C++ library class with constructors and a destructor
// of its own (a std::vector member beside the numbers device code reads): maps copy its bytes
// (OpenMP 5.2 5.8.3), and the kernel names the device copy itself, never a copy of it (whose
// construction and destruction device code could not do; nvcc rejected the kernel). The
// region reads its other members and calls a member function that reads them.
#include <cstdio>
#include <vector>

struct Model {
  std::vector<double> history; // host-side bookkeeping
  double gain, bias;
  double apply(double x) const { return gain * x + bias; }
};

int main() {
  const int n = 300;
  double out[n];
  Model m;
  m.history.assign(10, 1.0);
  m.gain = 1.25;
  m.bias = -3.0;
#pragma omp target teams distribute parallel for map(from: out) map(to: m)
  for (int i = 0; i < n; i++)
    out[i] = m.apply(i) + m.gain;
  int bad = (int)m.history.size() != 10;
  for (int i = 0; i < n; i++)
    bad += out[i] != 1.25 * i - 3.0 + 1.25;
  printf("%s (%d wrong)\n", bad ? "FAIL" : "PASS", bad);
  return bad != 0;
}
