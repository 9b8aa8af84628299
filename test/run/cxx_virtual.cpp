// Virtual functions in device code, on objects device code constructs:
// local objects (called directly, through a base reference, through a
// pointer to one of two locals), an array of them, a member subobject, a
// temporary, objects from new deleted through a base pointer whose
// destructor is virtual, defaulted too (each destructor counts itself),
// a pure virtual function and an override of an override, in a region
// and in a function it calls.  Every result is checked against the same
// classes on the host.
// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
#include <stdio.h>

struct Shape {
  int *deaths;
  Shape(int *d) : deaths(d) {}
  virtual int area() const = 0;
  virtual int scaled(int k) const { return k * area(); }
  virtual ~Shape() { if (deaths) *deaths += 1; }
};

struct Square : Shape {
  int side;
  Square(int s, int *d = nullptr) : Shape(d), side(s) {}
  int area() const override { return side * side; }
  ~Square() { if (deaths) *deaths += 10; }
};

struct Rect : Square {
  int other;
  Rect(int s, int o, int *d = nullptr) : Square(s, d), other(o) {}
  int area() const override { return side * other; }
  int scaled(int k) const override { return k * area() + 1; }
};

struct Tri : Shape {
  int b, h;
  Tri(int b_, int h_, int *d = nullptr) : Shape(d), b(b_), h(h_) {}
  int area() const override { return b * h / 2; }
};

struct Counter {
  virtual ~Counter() = default;
  virtual int n() const { return 1; }
};

struct Counted : Counter {
  int *c;
  Counted(int *cc) : c(cc) {}
  ~Counted() { *c += 100; }
  int n() const override { return 2; }
};

struct Holder {
  int tag;
  Square sq;
  Holder(int t) : tag(t), sq(t + 1) {}
};

/* a function device code calls: its own object from new */
static int
made_here(int i, int *deaths)
{
  Shape *p = new Tri(i, 4, deaths);
  int a = p->area();
  delete p;
  return a;
}

static int
reference(int i, int *deaths)
{
  Square s(i);
  Rect r(i, 3);
  Shape *p = (i % 2) ? static_cast<Shape *>(&s) : &r;
  const Shape &ref = r;
  int v = p->area() + ref.scaled(2) + s.area();
  Shape *q = new Rect(i, 5, deaths);
  Shape *q2 = q;
  v += q2->scaled(3);
  delete q2;
  Square arr[3] = {Square(i), Square(i + 1), Square(i + 2)};
  for (int k = 0; k < 3; k++)
    v += arr[k].area();
  Holder h(i);
  v += h.sq.area() + Tri(i, 6).area();
  Counter *k = new Counted(deaths);
  v += k->n();
  delete k;
  return v + made_here(i, deaths);
}

int main(void)
{
  enum { N = 64 };
  int out[N], deaths[N], want[N], want_deaths[N];

  for (int i = 0; i < N; i++) {
    want_deaths[i] = 0;
    want[i] = reference(i, &want_deaths[i]);
    deaths[i] = 0;
  }
#pragma omp target teams distribute parallel for map(from: out[0:N]) map(tofrom: deaths[0:N])
  for (int i = 0; i < N; i++) {
    Square s(i);
    Rect r(i, 3);
    Shape *p = (i % 2) ? static_cast<Shape *>(&s) : &r;
    const Shape &ref = r;
    int v = p->area() + ref.scaled(2) + s.area();
    Shape *q = new Rect(i, 5, &deaths[i]);
    Shape *q2 = q;
    v += q2->scaled(3);
    delete q2;
    Square arr[3] = {Square(i), Square(i + 1), Square(i + 2)};
    for (int k = 0; k < 3; k++)
      v += arr[k].area();
    Holder h(i);
    v += h.sq.area() + Tri(i, 6).area();
    Counter *k = new Counted(&deaths[i]);
    v += k->n();
    delete k;
    out[i] = v + made_here(i, &deaths[i]);
  }
  int bad = 0;
  for (int i = 0; i < N; i++)
    if (out[i] != want[i] || deaths[i] != want_deaths[i] || deaths[i] != 112) {
      if (bad++ < 5)
        printf("FAIL at %d: %d (want %d), deaths %d (want %d)\n", i, out[i], want[i],
               deaths[i], want_deaths[i]);
    }
  printf(bad ? "FAIL\n" : "PASS\n");
  return bad != 0;
}
