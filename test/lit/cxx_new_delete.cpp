// new and delete in device code compile as written (CUDA's device heap),
// with the constructors and destructors they call marked __device__.
// A pointer to a struct with pointer members mapped as itself gets no
// attach, and a non-const member function called through an
// is_device_ptr pointer keeps its kernel parameter writable.
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s --check-prefix=HOST
// HOST-NOT: .type = {{O2C_MAP}}_ATTACH
struct Node {
  int v;
  Node *next;
  Node(int x) : v(x), next(nullptr) {}
  ~Node() { v = 0; }
  void bump() { v++; }
};
// CHECK: __device__ Node(int x)
// CHECK: __device__ ~Node()

int main() {
  Node *p = nullptr;
  // CHECK: o2c_cxx_new_delete_[[@LINE+1]](Node * *o2c_ref_p,
#pragma omp target map(p)
  { p = new Node(1); }
  // CHECK: o2c_cxx_new_delete_[[@LINE+1]](Node *__restrict__ p,
#pragma omp target is_device_ptr(p)
  {
    p->bump();
    delete p;
  }
  return 0;
}
