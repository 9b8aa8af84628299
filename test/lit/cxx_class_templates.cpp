// Class templates and function templates device code uses are copied
// into the .cu file as written, for nvcc to instantiate: a member
// function called on the device is marked __device__ in the template, a
// function template gets __device__ after its template header, and a
// constructor template an implicit constructor calls before its name.
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
template <typename T> struct vec {
  T v1, v2;
  T sum() const { return v1 + v2; }
};
// CHECK: template <typename T> struct vec {
// CHECK: __device__ T sum() const { return v1 + v2; }

template <typename T> vec<T> mult(vec<T> x, vec<T> y) {
  vec<T> out = {x.v1 * y.v1, x.v2 * y.v2};
  return out;
}
// CHECK: template <typename T> __device__ vec<T> mult(vec<T> x, vec<T> y) {

template <int D> struct V {
  int c;
  template <bool B = (D == 0)> V() { c = D; }
};
template <int D> struct S { V<D> v; };
// CHECK: template <bool B = (D == 0)> __device__ V() { c = D; }
// CHECK: template <int D> struct S { V<D> v; };

// CHECK: __global__ void
// CHECK-NEXT: o2c_cxx_class_templates_{{[0-9]+}}(
// CHECK-SAME: vec<float> *o2c_ref_a, vec<float> *o2c_ref_b
int main() {
  vec<float> a = {1, 2}, b = {3, 4};
  float r = 0;
  int c = 0;
#pragma omp target map(to: a, b) map(tofrom: r, c)
  {
    S<0> s;
    r = mult(a, b).sum();
    c = s.v.c;
  }
  return r == 11 && c == 0 ? 0 : 1;
}
