// RUN: %omp2cuda++ -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// A class device code uses whose other member functions, which only the host calls, name
// types device code does not (a nested enum of another struct, a class by reference, a
// typedef, a return type): the .cu file's class still declares those members, so the types
// they name come along.  Checked against the same computation on the host.
#include <cstdio>

struct Mode {
  enum Enum { Count, Pack, Unpack };
};
struct Buffer {
  int data[8];
  int used;
};
typedef long Stamp;
struct Report {
  Stamp when;
  int value;
};

struct Part {
  double x, w;
  double weighted() const { return x * w; }
  void serialize(Buffer &buf, Mode::Enum mode) const;
  Report report(Stamp when) const { return Report{when, (int)x}; }
};

void Part::serialize(Buffer &buf, Mode::Enum mode) const {
  if (mode == Mode::Pack)
    buf.data[buf.used++] = (int)(x * 10);
}

int main() {
  const int n = 64;
  Part p[n];
  double o[n];
  for (int i = 0; i < n; i++)
    p[i] = Part{0.5 * i, 1.0 / (i + 1)};
#pragma omp target teams distribute parallel for map(to: p) map(from: o)
  for (int i = 0; i < n; i++)
    o[i] = p[i].weighted();
  Buffer b{{0}, 0};
  p[3].serialize(b, Mode::Pack);
  int bad = b.used != 1 || b.data[0] != 15 || p[5].report(7).value != 2;
  for (int i = 0; i < n; i++)
    bad |= o[i] != p[i].weighted();
  std::printf(bad ? "FAIL\n" : "PASS\n");
  return bad;
}
