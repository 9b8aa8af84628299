// RUN: %omp2cuda++ -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// A header put in this file's text (the preprocessor reads it in part, and device code uses
// its type) and a header the .cu file includes whole after it, which includes the first
// again (getting nothing from it there) and whose inline constructor calls the first's
// functions and names its macro: the .cu file declares those functions and defines the
// macro before it includes the second header.
#include <cstdio>

#include "Inputs/cxx_putin_comm.h"
#include "Inputs/cxx_putin_info.h"

void comm_size(Comm c, int *size) { *size = 2 * c; }

struct World {
  Comm comm;
  Info *info;
  int n;
};

int main() {
  Info info;
  World w{COMM_WORLD, &info, 100};
  int o[100];
#pragma omp target teams distribute parallel for map(to: w) map(from: o)
  for (int i = 0; i < w.n; i++)
    o[i] = w.comm * i;
  int bad = info.rank != 2 || info.size != 6;
  for (int i = 0; i < 100; i++)
    bad |= o[i] != 3 * i;
  std::printf(bad ? "FAIL\n" : "PASS\n");
  return bad;
}
