// A typedef a function (template) declares and a region names, whose
// type a library type trait's constant decides, dependent
// (std::is_integral<T>::value) or not.
// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
#include <cstdio>
#include <type_traits>

template <typename T>
double wide_sum(const T *a, int n) {
  typedef typename std::conditional<std::is_integral<T>::value, long long, double>::type wide_t;
  double s = 0;
  #pragma omp target teams distribute parallel for map(to: a[0:n]) reduction(+: s)
  for (int i = 0; i < n; i++) s += (double)(wide_t)a[i] + (sizeof(wide_t) == 8 ? 0 : 1000);
  return s;
}

double half_sum(const float *a, int n) {
  typedef std::conditional<std::is_integral<float>::value, int, float>::type elem_t;
  double s = 0;
  #pragma omp target teams distribute parallel for map(to: a[0:n]) reduction(+: s)
  for (int i = 0; i < n; i++) s += (elem_t)a[i] / 2;
  return s;
}

int main() {
  float a[10];
  int b[10];
  for (int i = 0; i < 10; i++) a[i] = i + 0.5f, b[i] = i;
  int bad = wide_sum(a, 10) != 50 || wide_sum(b, 10) != 45 || half_sum(a, 10) != 25;
  printf("%s\n", bad ? "FAIL" : "PASS");
  return bad;
}
