// Constructors and destructors the user wrote call, without naming them,
// the default constructors of the bases and members their initializer
// lists leave out and the destructors of all bases and members: those
// are compiled for the device with them (a member with a default member
// initializer, or one the list names, keeps its own constructor).
// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
#include <stdio.h>

struct Count {
  int *dead;
  int a;
  Count() : dead(nullptr), a(5) {}
  Count(int v) : dead(nullptr), a(v) {}
  ~Count() { if (dead) *dead += 1; }
};

struct Derived : Count {
  int b;
  Derived(int v, int *d) { b = v; dead = d; }
  ~Derived() { b = 0; }
};

struct Holder {
  Count first;
  Count named;
  Count init = Count(7);
  int g;
  Holder() : named(9), g(2) {}
};

int main(void)
{
  enum { N = 32 };
  int out[N], dead[N];

  for (int i = 0; i < N; i++)
    dead[i] = 0;
#pragma omp target teams distribute parallel for map(from: out[0:N]) map(tofrom: dead[0:N])
  for (int i = 0; i < N; i++) {
    Derived x(i, &dead[i]);
    Holder y;
    out[i] = x.a + x.b + y.first.a + y.named.a + y.init.a + y.g;
  }
  int bad = 0;
  for (int i = 0; i < N; i++)
    if (out[i] != 5 + i + 5 + 9 + 7 + 2 || dead[i] != 1)
      bad++;
  printf(bad ? "FAIL\n" : "PASS\n");
  return bad != 0;
}
