// Virtual calls in device code whose object is not proven to be one
// device code constructed (an object or pointer the region maps or
// copies, a parameter of a function device code calls, a local pointer
// that may hold a mapped address) are checked where they run: the
// object's virtual table pointer against the host's loaded images
// (o2c_vcheck), which stops the kernel with a message naming the call
// where the object was constructed on the host.  delete through a
// pointer whose destructor is virtual likewise.
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// the module holds the host images' table only where it checks calls
// CHECK: #define O2C_VCHECK 1
struct B {
  int x;
  B(int v) : x(v) {}
  virtual int get() const { return x; }
  virtual ~B() {}
};

// CHECK-LABEL: param_call
// CHECK: return o2c_vcheck(b, "{{.*}}cxx_virtual_checked.cpp:[[#@LINE+4]]: call to virtual function get")->get();
static int
param_call(const B *b)
{
  return b->get();
}

void
f(B *mapped, B obj, int *out, int n)
{
#pragma omp target map(tofrom: mapped[0:n], out[0:4]) firstprivate(obj)
  {
// CHECK: out[0] = (*o2c_vcheck(&(mapped[0]), "{{.*}}:[[#@LINE+1]]: call to virtual function get")).get();
    out[0] = mapped[0].get();
// CHECK: out[0] += (*o2c_vcheck(&(obj), "{{.*}}:[[#@LINE+1]]: call to virtual function get")).get();
    out[0] += obj.get();
    B local(1);
    B *p = new B(2);
    if (n > 3)
      p = mapped;
// CHECK: out[1] = o2c_vcheck(p, "{{.*}}:[[#@LINE+1]]: call to virtual function get")->get();
    out[1] = p->get();
    B *q = &local;
    B **qq = &q;
// CHECK: out[1] = o2c_vcheck(q, "{{.*}}:[[#@LINE+1]]: call to virtual function get")->get() + (*qq == nullptr);
    out[1] = q->get() + (*qq == nullptr);
    out[3] = param_call(&local);
// CHECK: delete o2c_vcheck(mapped, "{{.*}}:[[#@LINE+1]]: delete");
    delete mapped;
// a proven call is not checked
// CHECK: out[2] = local.get();
    out[2] = local.get();
  }
}
