// Instances of class templates in device code: objects of vec<float> and
// vec<int> mapped, copied and changed through member functions; a
// function template returning one; a function template with a non-type
// parameter; a class template whose implicit default constructor calls
// a member's constructor template and a plain class's constructor
// (OpenMP 5.0 2.12.7: implicitly declare target).  The .cu file holds
// the templates as written, which nvcc instantiates as clang did.
// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
#include <stdio.h>

template <typename T> struct vec {
  T v1, v2;
  T sum() const { return v1 + v2; }
  void scale(T k) { v1 *= k; v2 *= k; }
  T unused() const { return v1 - v2; }
};

template <typename T> vec<T> mult(vec<T> x, vec<T> y) {
  vec<T> out;
  out.v1 = x.v1 * y.v1;
  out.v2 = x.v2 * y.v2;
  return out;
}

template <typename T, int K> static inline T scaled(T a) { return a * K; }

struct W { int c; W() { c = 2; } };
struct H { W w[2]; int k; };
template <int D> struct V {
  int c;
  template <bool B = (D == 0)> V() { c = 7 + D; }
  int get() const { return c * 10; }
};
template <int D> struct S { V<D> v; H h; };

int main() {
  const int N = 64;
  vec<float> in = {1.5f, 2.0f}, a = {2.0f, 3.0f}, b = {4.0f, 5.0f};
  vec<float> out[N], prod[N];
  vec<int> iv[N];
  double d[N];
  int got[N][3];
#pragma omp target teams distribute parallel for map(to: in, a, b) \
    map(from: out[0:N], prod[0:N], iv[0:N], d[0:N], got[0:N])
  for (int n = 0; n < N; n++) {
    vec<float> t = in;
    t.scale((float)n);
    out[n] = t;
    out[n].v1 = t.sum();
    iv[n].v1 = n;
    iv[n].v2 = 2 * n;
    iv[n].scale(3);
    prod[n] = mult(a, b);
    d[n] = scaled<double, 3>(n) + scaled<int, 2>(n);
    S<0> s;
    got[n][0] = s.v.get();
    got[n][1] = s.h.w[1].c;
    V<1> v1;
    got[n][2] = v1.c;
  }
  int bad = 0;
  for (int n = 0; n < N; n++) {
    if (out[n].v1 != 3.5f * n || out[n].v2 != 2.0f * n) bad++;
    if (iv[n].v1 != 3 * n || iv[n].v2 != 6 * n) bad++;
    if (prod[n].v1 != 8.0f || prod[n].v2 != 15.0f || d[n] != 5.0 * n) bad++;
    if (got[n][0] != 70 || got[n][1] != 2 || got[n][2] != 8) bad++;
  }
  printf("%s\n", bad ? "FAIL" : "PASS");
  return bad != 0;
}
