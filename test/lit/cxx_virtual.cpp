// Virtual functions in device code: a virtual call on an object device
// code constructs compiles the function it names for the device (a pure
// one marked, a destructor defined outside its class copied with
// __device__), and every override of it in a class the .cu file holds
// (CUDA requires both in one execution space), whether or not device code
// constructs that class.  A virtual function no device code calls stays
// the host's, in a class device code constructs too (nvcc leaves its
// entry of the device's virtual table null).
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// proven calls only: no run-time check, no host images' table
// CHECK-NOT: O2C_VCHECK
#include <stdio.h>

// CHECK-LABEL: struct Base {
// CHECK: __device__ virtual int get() const = 0;
// CHECK: __device__ virtual int twice() const { return 2 * get(); }
// CHECK: __device__ virtual ~Base() = 0;
struct Base {
  int x;
  Base(int v) : x(v) {}
  virtual int get() const = 0;
  virtual int twice() const { return 2 * get(); }
  virtual ~Base() = 0;
};
// CHECK-LABEL: __device__ Base::~Base()
Base::~Base() { x = 0; }

// CHECK-LABEL: struct Derived : Base {
// CHECK: __device__ int get() const override { return x + 1; }
// CHECK: {{^  }}virtual void dump() const ;
struct Derived : Base {
  Derived(int v) : Base(v) {}
  int get() const override { return x + 1; }
  virtual void dump() const { printf("%d\n", x); }
};

// no object of Other is constructed in device code, but its override
// joins Base::get on the device
// CHECK-LABEL: struct Other : Base {
// CHECK: __device__ int get() const override { return x - 1; }
// CHECK: {{^  }}void report() const ;
struct Other : Base {
  Other(int v) : Base(v) {}
  int get() const override { return x - 1; }
  void report() const { printf("%d\n", x); }
};

// CHECK-LABEL: struct Plain {
// CHECK: {{^  }}virtual void show() const ;
// CHECK: __device__ int value() const { return v; }
struct Plain {
  int v;
  virtual void show() const { printf("%d\n", v); }
  int value() const { return v; }
};

int main(void)
{
  int out[2];
  Plain pl = {};
  pl.show();
// CHECK-LABEL: __global__ void
// CHECK: Derived d(3);
// CHECK: Base *p = new Derived(4);
#pragma omp target map(from: out[0:2]) firstprivate(pl)
  {
    Derived d(3);
    Base *p = new Derived(4);
    Other *none = nullptr;
    out[0] = d.twice() + p->get() + (none ? 1 : 0);
    delete p;
    out[1] = pl.value();
  }
  printf("%d %d\n", out[0], out[1]);
  return 0;
}
