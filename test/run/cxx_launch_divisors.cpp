// RUN: %omp2cuda++ -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// E2E-ENV: OMP2CUDA_DIVISORS=off
// Divisors known at launch (frontend/divisors.c) in C++: in a function
// template's region (a kernel per instantiation, one divisor parameter),
// in a loop's bound and in an atomic construct's expression, and in a
// teams region's parallel loop; each against the same loops on the host.
#include <omp.h>
#include <cstdio>
template <typename T>
void f(int n, int d, T *a, int *cnt) {
#pragma omp target teams distribute parallel for collapse(2) map(tofrom: a[0:n], cnt[0:1])
  for (int i = 0; i < n / d; i++)
    for (int j = 0; j < d % 7 + 1; j++) {
      a[i] += (T)(i % d) + j / d;
#pragma omp atomic update
      cnt[0] += i / d;
    }
}
void g(int n, int d, float *a) {
#pragma omp target teams num_teams(n / d) map(tofrom: a[0:n])
  {
#pragma omp parallel for
    for (int i = 0; i < n; i++) if (i / d == omp_get_team_num()) a[i] += i % d;
  }
}
int main() {
  float a[1000] = {0}; double b[1000] = {0}; int c = 0, c2 = 0; float r[1000] = {0}; double rb[1000]={0};
  f(1000, 7, a, &c); f(1000, 13, b, &c2); g(1000, 10, a);
  int cc = 0;
  for (int i = 0; i < 1000 / 7; i++) for (int j = 0; j < 7 % 7 + 1; j++) { r[i] += i % 7 + j / 7; cc += i / 7; }
  for (int i = 0; i < 1000; i++) r[i] += (i / 10 < 100) ? i % 10 : 0;
  int bad = c != cc;
  for (int i = 0; i < 1000; i++) bad += r[i] != a[i];
  printf("%s %d\n", bad ? "FAIL" : "PASS", bad);
}
