// RUN: %omp2cuda++ -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// Device code that assigns, moves and copies objects whose implicit special members call a
// member's own: the implicit copy assignment calls Dir's operator=, the implicit move
// assignment and move constructor call Dir's copy ones (Dir declares no move ones, so
// overload resolution picks the copy ones).  Each of Dir's is compiled for the device,
// and each leaves its mark on b, so the result (checked against the host's) says which ran.
#include <cstdio>
#include <utility>

struct Dir {
  double a, b;
  Dir() : a(0), b(0) {}
  Dir(double x, double y) : a(x), b(y) {}
  Dir(const Dir &d) : a(d.a), b(d.b * 3) {}
  Dir &operator=(const Dir &d) {
    a = d.a;
    b = d.b * 2;
    return *this;
  }
};

struct Part {
  Dir dir;
  int id;
};

static double step(int i) {
  Part p, q;
  q.dir.a = i;
  q.dir.b = 1;
  q.id = i;
  p = q;                  // implicit copy assignment: Dir::operator=
  Part r(std::move(p));   // implicit move constructor: Dir's copy constructor
  r = Part{Dir(1, 1), 3}; // implicit move assignment: Dir::operator=
  Part s(r);              // implicit copy constructor: Dir's copy constructor
  return s.dir.b + p.dir.b + r.dir.a + i;
}

int main() {
  const int n = 64;
  double o[n];
#pragma omp target teams distribute parallel for map(from: o)
  for (int i = 0; i < n; i++)
    o[i] = step(i);
  int bad = 0;
  for (int i = 0; i < n; i++)
    bad |= o[i] != step(i);
  std::printf(bad ? "FAIL\n" : "PASS\n");
  return bad;
}
