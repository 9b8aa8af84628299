// Class templates and constants that device code reaches only through
// a static data member's initializer: a recursive template ending at its
// explicit specialization, a partial specialization, a class template
// named only in another's initializer (in a namespace), and constexpr
// functions such initializers call (of a class and of a class template).
// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
#include <cstdio>

template <int N> struct Pow2 { static constexpr int value = 2 * Pow2<N - 1>::value; };
template <> struct Pow2<0> { static constexpr int value = 1; };

template <typename T, int N> struct Len { static constexpr int value = N; };
template <typename T> struct Len<T, 0> { static constexpr int value = 100; };
template <typename T> struct Count { static constexpr int value = Len<T, 0>::value + 1; };

namespace num {
template <typename T> struct Traits { static constexpr T eps = T(1); };
template <> struct Traits<float> { static constexpr float eps = 0.5f; };
template <typename T> struct Wrap { static constexpr T e = Traits<T>::eps; };
}

constexpr int sq(int n) { return n * n; }
constexpr int cube(int n) { return sq(n) * n; }
template <int N> struct Sq { static constexpr int v = sq(N); };
struct Cube { static constexpr int v = cube(2); };

int main() {
  int o[8];
  float f[8];
  #pragma omp target teams distribute parallel for map(from: o, f)
  for (int i = 0; i < 8; i++) {
    o[i] = i + Pow2<3>::value + Count<float>::value + Sq<3>::v + Cube::v;
    f[i] = i + num::Wrap<float>::e;
  }
  int bad = 0;
  for (int i = 0; i < 8; i++)
    bad += o[i] != i + 8 + 101 + 9 + 8 || f[i] != i + 0.5f;
  printf("%s\n", bad ? "FAIL" : "PASS");
  return bad;
}
