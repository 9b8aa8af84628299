// RUN: %omp2cuda++ -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// A header put in this file's text (a class whose member function device code calls) that
// includes a header of its own, and a header the .cu file includes whole (a class device
// code names only as a type) that includes the first again and uses what the second
// declares in its host code: the .cu file includes the second header where the first
// includes it, as the source does.
#include <cstdio>

#include "Inputs/cxx_nest_vec.h"
#include "Inputs/cxx_nest_tally.h"

struct World {
  Tally *tally;
  int n;
};

int main() {
  double d[16] = {0};
  Vec<double> v{d, 16};
  Tally t{v};
  World w{&t, 16};
  double o[16];
#pragma omp target teams distribute parallel for map(to: w) map(from: o)
  for (int i = 0; i < 16; i++) {
    double b[2];
    Vec<double> local{b, 2};
    local.at(1) = 0.5 * i;
    o[i] = w.n + local.at(1);
  }
  t.bump(3, 2.5);
  int bad = d[3] != 2.5;
  for (int i = 0; i < 16; i++)
    bad |= o[i] != 16 + 0.5 * i;
  std::printf(bad ? "FAIL\n" : "PASS\n");
  return bad;
}
