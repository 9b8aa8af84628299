// RUN: %omp2cuda++ -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// Explicit instantiations (`template struct Acc<int>;`, `extern template`, a function
// template's) and explicit specializations of class templates used in target regions.
// An explicit instantiation has no text of its own: its members are the template's, so
// the device copy is the template, which nvcc instantiates as clang did. An explicit
// specialization keeps its own members.
#include <cstdio>

#pragma omp declare target
template <typename T> struct Acc {
  T v;
  T add(T x) const { return v + x; }
  T twice() const;
};
template <typename T> T Acc<T>::twice() const { return v * 2; }
template struct Acc<int>;
#pragma omp end declare target

template <> struct Acc<float> {
  float v, w;
  float add(float x) const { return v + w + x; }
  float twice() const { return (v + w) * 2; }
};

template <typename T, int N> struct Box {
  T v[N];
  T sum() const {
    T s = 0;
    for (int i = 0; i < N; i++) s += v[i];
    return s;
  }
};
template <typename T> struct Box<T, 1> {
  T only;
  T sum() const { return only * 10; }
};
template struct Box<long, 1>;
template struct Box<long, 3>;
extern template struct Acc<long>;
template struct Acc<long>;

template <typename T> T scaled(T x, T k) { return x * k; }
template double scaled<double>(double, double);

int main() {
  const int n = 64;
  int ri[n];
  float rf[n];
  long rl[n], rb[n];
  double rd[n];
  Acc<int> ai{3};
  Acc<float> af{1.5f, 0.25f};
  Acc<long> al{7};
  Box<long, 1> b1{4};
  Box<long, 3> b3{{1, 2, 3}};
#pragma omp target teams distribute parallel for map(from: ri, rf, rl, rb, rd) map(to: ai, af, al, b1, b3)
  for (int i = 0; i < n; i++) {
    ri[i] = ai.add(i) + ai.twice();
    rf[i] = af.add((float)i) + af.twice();
    rl[i] = al.add(i) * al.twice();
    rb[i] = b1.sum() + b3.sum() * i;
    rd[i] = scaled<double>(i, 0.5);
  }
  int bad = 0;
  for (int i = 0; i < n; i++) {
    bad += ri[i] != 3 + i + 6;
    bad += rf[i] != 1.75f + (float)i + 3.5f;
    bad += rl[i] != (7L + i) * 14;
    bad += rb[i] != 40 + 6L * i;
    bad += rd[i] != i * 0.5;
  }
  printf("%s (%d wrong)\n", bad ? "FAIL" : "PASS", bad);
  return bad != 0;
}
