// RUN: %omp2cuda++ -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// Headers the .cu file includes whole, in their place among the declarations it copies from
// other headers: order_plane.h includes order_vec.h again, whose text the .cu file copies
// (its guard is defined where that text is, so the second #include gives nothing, as in the
// source), and order_ray.h names Vec3, which order_vec.h declares, without including it.
#include <cstdio>

#include "Inputs/order_vec.h"
#include "Inputs/order_plane.h"
#include "Inputs/order_ray.h"

int main() {
  const int n = 200;
  double t[n];
  Plane p = {{0.0, 0.0, 1.0}, -2.0};
  Ray r = {{0.0, 0.0, 0.0}, {0.0, 0.0, 1.0}};
#pragma omp target teams distribute parallel for map(from: t) map(to: p, r)
  for (int i = 0; i < n; i++) {
    Vec3 o = {r.origin.x + i, r.origin.y, r.origin.z + 0.5 * i};
    t[i] = -(p.normal.dot(o) + p.offset) / p.normal.dot(r.direction);
  }
  int bad = 0;
  for (int i = 0; i < n; i++)
    bad += t[i] != -(0.5 * i - 2.0);
  printf("%s (%d wrong)\n", bad ? "FAIL" : "PASS", bad);
  return bad != 0;
}
