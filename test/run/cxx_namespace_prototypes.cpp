// RUN: %omp2cuda++ -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// Device functions declared in a namespace (an anonymous one too) before a caller and
// defined there after it: the .cu file declares each in its namespace before the caller, as
// the source does.  Checked against the same computation on the host.
#include <cstdio>

namespace {
#pragma omp declare target
double late(double x);
#pragma omp end declare target
} // namespace

namespace phys {
#pragma omp declare target
double drag(double v, double k);
#pragma omp end declare target
} // namespace phys

#pragma omp declare target
double early(double x) { return late(x) + phys::drag(x, 0.5); }
#pragma omp end declare target

namespace {
double late(double x) { return 3 * x + 1; }
} // namespace

namespace phys {
double drag(double v, double k) { return -k * v * (v < 0 ? -v : v); }
} // namespace phys

int main() {
  const int n = 256;
  double o[n];
#pragma omp target teams distribute parallel for map(from: o)
  for (int i = 0; i < n; i++)
    o[i] = early(i * 0.25 - 8);
  int bad = 0;
  for (int i = 0; i < n; i++)
    bad |= o[i] != early(i * 0.25 - 8);
  std::printf(bad ? "FAIL\n" : "PASS\n");
  return bad;
}
