// The generated code of run/cxx_static_member_inits.cpp: a class template
// copied to the .cu file brings its explicit and partial specializations
// (in its namespace too), and what its static data members' initializers
// name: another class template, constexpr functions (compiled for the
// device, with what they call).
// RUN: %omp2cuda --emit-cuda %S/../run/cxx_static_member_inits.cpp -o - | FileCheck %s
// CHECK-LABEL: declarations from
// CHECK: template <int N> struct Pow2 {
// CHECK: template <> struct Pow2<0> {
// CHECK: template <typename T, int N> struct Len {
// CHECK: template <typename T> struct Len<T, 0> {
// CHECK: template <typename T> struct Count {
// CHECK: namespace num { template <typename T> struct Traits {
// CHECK: namespace num { template <> struct Traits<float> {
// CHECK: namespace num { template <typename T> struct Wrap {
// CHECK: __device__ constexpr int sq(int n)
// CHECK: __device__ constexpr int cube(int n)
// CHECK: template <int N> struct Sq {
// CHECK: struct Cube {
