// RUN: %omp2cuda++ -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// A class the .cu file copies from a header (device code calls one of its member
// functions) whose text names what other declarations give: a class a later header defines,
// through the declaration written before it (`class Cell;`); a class named only as a
// template argument (std::vector<Bin *>); and, in a member function only the host calls, a
// host function of a header the .cu file does not need.  The copy declares such member
// functions without their bodies (the host file compiles them), and brings the other two.
#include <cstdio>

#include "Inputs/types_log.h"
#include "Inputs/types_tally.h"
#include "Inputs/types_cell.h"

static int logged = 0;
void log_line(const char *what, double value) { logged += what[0] == 't' && value > 0; }

int main() {
  const int n = 128;
  double out[n];
  Tally t;
  t.cells = nullptr;
  t.scale = 1.5;
  Tally *tp = &t;
#pragma omp target teams distribute parallel for map(from: out) map(to: tp[0:1])
  for (int i = 0; i < n; i++)
    out[i] = tp->weigh(i);
  int bad = 0;
  for (int i = 0; i < n; i++)
    bad += out[i] != 1.5 * i;
  t.report(2.0);
  bad += logged != 1;
  printf("%s (%d wrong)\n", bad ? "FAIL" : "PASS", bad);
  return bad != 0;
}
