// Placement new and a class's own operator new or delete in device code
// are errors at the use (new and delete otherwise compile).
// RUN: not %omp2cuda -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:
#include <new>

struct Node {
  int v;
  Node(int x) : v(x) {}
};

struct Pooled {
  int v;
  static void *operator new(unsigned long n);
  static void operator delete(void *p);
};

int main() {
  alignas(Node) char buf[sizeof(Node)];
#pragma omp target map(to: buf)
  {
    // CHECK: :[[@LINE+1]]:15: error: placement new ('new (...) T') in device code is not supported yet
    Node *q = new (buf) Node(2);
    // CHECK: :[[@LINE+1]]:17: error: 'new' of 'Pooled', which declares its own operator new or delete, in device code is not supported yet
    Pooled *r = new Pooled();
    (void)q;
    (void)r;
    Pooled *s = nullptr;
    // CHECK: :[[@LINE+1]]:5: error: 'delete' of 'Pooled', which declares its own operator new or delete, in device code is not supported yet
    delete s;
  }
  return 0;
}
