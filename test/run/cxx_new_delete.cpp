// new and delete in device code, on the device heap: a class with a
// constructor and destructor, arrays of int and of a plain struct, a
// struct whose implicit constructor and destructor call a member's, a
// local whose destructor its scope's end calls.  Then an object created
// by a region (`map(ptr)` of a pointer to a struct with pointer members
// maps the pointer itself) and used by later regions through
// is_device_ptr, whose non-const member function writes it.
// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
#include <stdio.h>

struct Node {
  int v;
  Node *next;
  Node(int x) : v(x), next(nullptr) {}
  ~Node() { v = -1; }
};
struct Box { Node n; int w; };
struct Plain { int a, b; };
struct Tally {
  int *out;
  Tally(int *o) : out(o) {}
  ~Tally() { *out += 100; }
};

struct Acc {
  Acc *self;
  double sum;
  Acc() : self(nullptr), sum(0) {}
  void add(double x) { sum += x; }
  double get() const { return sum; }
};

int main() {
  const int N = 64;
  int out[N], out2[N], out3[N];
#pragma omp target teams distribute parallel for map(from: out[0:N], out2[0:N], out3[0:N])
  for (int i = 0; i < N; i++) {
    Node *p = new Node(i);
    int *a = new int[i + 1];
    for (int k = 0; k <= i; k++)
      a[k] = k;
    Plain *q = new Plain();
    Plain *r = new Plain[3];
    r[2].a = a[i];
    out[i] = p->v + r[2].a + q->a;
    delete p;
    delete[] a;
    delete q;
    delete[] r;
    Box *b = new Box{Node(2 * i), 1};
    out2[i] = b->n.v + b->w;
    delete b;
    out3[i] = i;
    {
      Tally t(&out3[i]);
    }
  }
  Acc *acc = nullptr;
#pragma omp target map(acc)
  { acc = new Acc(); }
  double got = -1;
#pragma omp target is_device_ptr(acc)
  for (int i = 1; i <= 10; i++)
    acc->add(i);
#pragma omp target is_device_ptr(acc) map(from: got)
  {
    got = acc->get();
    delete acc;
  }
  int bad = got != 55.0;
  for (int i = 0; i < N; i++)
    if (out[i] != 2 * i || out2[i] != 2 * i + 1 || out3[i] != i + 100)
      bad++;
  printf("%s\n", bad ? "FAIL" : "PASS");
  return bad != 0;
}
