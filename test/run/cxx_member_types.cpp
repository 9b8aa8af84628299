// Member types named alone in a member function's region: a member
// typedef and alias (of a class, and of a class template, one naming
// another), a nested struct and enum, private ones too, an enumerator of
// a member enum, and captured variables of those types (the kernel's
// parameters spell them through their class).
// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
#include <cstdio>

template <typename R>
struct Sum {
  using C = R;
  typedef const C *ptr;
  typedef R value_type;
  R run(const R *x, int n) {
    R s = 0;
    #pragma omp target teams distribute parallel for map(to: x[0:n]) reduction(+: s)
    for (int i = 0; i < n; i++) { ptr p = x + i; C v = *p; value_type w = v; s += w; }
    return s;
  }
};

struct Scale {
  enum Mode { Add = 1, Mul = 2 };
  struct Pair { float a, b; };
  using out_t = double;
  float scale = 2.f;
  Mode mode = Mul;
  out_t run(const float *x, int n) {
    out_t s = 0;
    Mode m = mode;
    Pair q{1.f, scale};
    #pragma omp target teams distribute parallel for map(to: x[0:n]) reduction(+: s)
    for (int i = 0; i < n; i++) {
      Pair p{x[i], q.b};
      Scale::Pair r = p;
      float v = (m == Mul) ? r.a * r.b : r.a + r.b;
      s += (out_t)v + (m == Scale::Add ? 1 : 0);
    }
    return s;
  }
};

// in an unnamed namespace, and in nested namespaces (a scoped enum)
namespace {
struct Anon {
  enum Mode { Add = 1, Mul = 2 };
  struct Pair { float a, b; };
  Mode mode = Mul;
  float run(const float *x, int n) {
    float s = 0;
    Mode m = mode;
    #pragma omp target teams distribute parallel for map(to: x[0:n]) reduction(+: s)
    for (int i = 0; i < n; i++) { Pair p{x[i], 2.f}; s += m == Mul ? p.a * p.b : p.a + p.b; }
    return s;
  }
};
}
namespace outer { namespace inner {
struct Scoped {
  enum class Kind { X = 3, Y = 4 };
  struct Q { int v; };
  Kind k = Kind::Y;
  int run(int n) {
    int s = 0;
    Kind kk = k;
    Q q{5};
    #pragma omp target map(tofrom: s)
    for (int i = 0; i < n; i++) { Q w = q; s += kk == Kind::Y ? w.v : 1; }
    return s;
  }
};
}}

// private member types, named only in the region's code
class Hidden {
  typedef float real;
  enum Mode { Add = 1, Mul = 2 };
  struct Pair { real a, b; };
  real scale = 2.f;

 public:
  float run(const float *x, int n) {
    float s = 0, k = scale;
    #pragma omp target teams distribute parallel for map(to: x[0:n]) reduction(+: s)
    for (int i = 0; i < n; i++) {
      Pair p{x[i], k};
      Mode m = Mul;
      real v = m == Hidden::Mul ? p.a * p.b : p.a + p.b;
      s += v;
    }
    return s;
  }
};

int main() {
  float x[100];
  for (int i = 0; i < 100; i++) x[i] = i;
  int bad = 0;
  Sum<float> a;
  bad |= a.run(x, 100) != 4950.f;
  Sum<double> d;
  double xd[10];
  for (int i = 0; i < 10; i++) xd[i] = 0.5 * i;
  bad |= d.run(xd, 10) != 22.5;
  Scale s;
  bad |= s.run(x, 100) != 9900.0;
  Anon an;
  bad |= an.run(x, 100) != 9900.f;
  outer::inner::Scoped sc;
  bad |= sc.run(4) != 20;
  Hidden h;
  bad |= h.run(x, 100) != 9900.f;
  printf("%s\n", bad ? "FAIL" : "PASS");
  return bad;
}
