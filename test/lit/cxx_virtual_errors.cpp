// Virtual calls in device code whose object is not proven to be one
// device code constructed, and that device code cannot check where they
// run either (cxx_virtual_checked.cpp), stay errors at the call, before
// nvcc: `this` in a member function that is neither virtual nor a
// constructor or destructor, a virtual operator, and a virtual function
// of a class template.
// RUN: not %omp2cuda -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:
struct B {
  int x;
  B(int v) : x(v) {}
  virtual int get() const { return x; }
  virtual int operator+(int k) const { return x + k; }
  virtual ~B() {}
// CHECK-DAG: :[[@LINE+1]]:33: error: call to virtual member function 'get'
  int via_this() const { return get(); }
};

template <class T> struct TB {
  T x;
  TB(T v) : x(v) {}
  virtual T get() const { return x; }
};

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
    out[0] = mapped[0].get();
    out[0] += obj.get();
    B local(1);
    B *p = new B(2);
    if (n > 3)
      p = mapped;
    out[1] = p->get();
    B *q = &local;
    B **qq = &q;
    out[1] = q->get() + (*qq == nullptr);
    B *r = &local;
    B *&rr = r;
    out[2] = r->get() + (rr == nullptr);
    B *s = new B(3);
    s++;
    out[2] = s->get();
    out[3] = param_call(&local) + local.via_this();
// CHECK-DAG: :[[@LINE+1]]:21: error: call to virtual member function 'operator+'
    out[3] += local + 1;
    delete mapped;
    B *l = new B(5);
    auto set = [&] { l = mapped; };
    set();
    out[0] += l->get();
    TB<int> t(4);
// CHECK-DAG: :[[@LINE+1]]:15: error: call to virtual member function 'get' of a class template in device code is not supported yet
    out[3] += t.get();
  }
}
