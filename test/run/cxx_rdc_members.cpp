// RUN: %omp2cuda++ -O2 -c %S/Inputs/cxx_rdc_members_lib.cpp -o %t.lib.o
// RUN: %omp2cuda++ -O2 -c %s -o %t.main.o
// RUN: %omp2cuda++ %t.main.o %t.lib.o -o %t
// RUN: %run %t | FileCheck %s
// CHECK: PASS
// Classes a header declares in declare target blocks (one written as directives, one given
// by a _Pragma macro), whose member functions another file defines, and a function only
// the header declares; a class and a function the header declares with no directive, which
// the other file defines in a declare target block (OpenMP: a function device code calls is
// declare target); a class of the same header whose member function this file defines (its
// declaration in the class is the device's too).  The region calls them all through this
// file's device function, the device link brings the other file's code.  Checked against
// the same computation on the host (the device may contract the mean's arithmetic into
// fused multiply-adds).
#include <cmath>
#include <cstdio>

#include "Inputs/cxx_rdc_members.h"

#pragma omp declare target
double Box::clamp(double v) const { return v < lo ? lo : v > hi ? hi : v; }

static double walk(unsigned i, double *mean) {
  Walker w(i);
  Tally t{0.0, 0};
  Box b{-2.0, 2.0};
  Grid g{0.25};
  for (int k = 0; k < 16; k++)
    t.add(b.clamp(damp((double)(w.step() % 1000) - 500.0, 0.001 * (k + 1))));
  *mean = t.mean();
  return (double)(w.state() % 97) + g.cell(rescale((double)(w.state() % 1000)));
}
#pragma omp end declare target

int main() {
  const int n = 512;
  static double state[n], mean[n];
#pragma omp target teams distribute parallel for map(from: state, mean)
  for (int i = 0; i < n; i++)
    state[i] = walk((unsigned)i, &mean[i]);
  int bad = 0;
  for (int i = 0; i < n; i++) {
    double m, s = walk((unsigned)i, &m);
    bad |= s != state[i] || std::fabs(m - mean[i]) > 1e-9 * (1.0 + std::fabs(m));
  }
  std::printf(bad ? "FAIL\n" : "PASS\n");
  return bad;
}
