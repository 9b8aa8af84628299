// The generated code of run/cxx_member_types.cpp: a member type named
// alone in a member function's region is declared at the start of the
// kernel and of the host fallback by the type it stands for; a captured
// variable of a nested struct or enum has its type spelled through its
// class in both.  A member struct or enum of a class template named in a
// region, or the type of a variable one captures, is an error: the host
// fallback comes before the class.
// RUN: %omp2cuda --emit-cuda %S/../run/cxx_member_types.cpp -o - | FileCheck %s
// RUN: %omp2cuda --emit-host %S/../run/cxx_member_types.cpp -o - | FileCheck %s --check-prefix=HOST
// RUN: not %omp2cuda -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=ERR
// CHECK-LABEL: /* instantiation Sum<float>::run */
// CHECK: o2c_cxx_member_types_{{[0-9]+}}_float(int n, const float *__restrict__ x, float *o2c_ref_s, O2cDone o2c_done)
// CHECK-NEXT: {
// CHECK-NEXT: typedef const float * ptr;
// CHECK-NEXT: typedef float C;
// CHECK-NEXT: typedef float value_type;
// CHECK: o2c_cxx_member_types_{{[0-9]+}}(int n, const float *__restrict__ x, Scale::Pair q, Scale::Mode m, double *o2c_ref_s, O2cDone o2c_done)
// CHECK-NEXT: {
// CHECK-NEXT: typedef Scale::Pair Pair;
// CHECK-NEXT: constexpr Scale::Mode Mul = (Scale::Mode)2;
// CHECK-NEXT: typedef double out_t;
// CHECK: typedef Hidden::Pair Pair;
// CHECK-NEXT: typedef Hidden::Mode Mode;
// CHECK-NEXT: constexpr Hidden::Mode Mul = (Hidden::Mode)2;
// CHECK-NEXT: typedef float real;
// HOST: o2c_cxx_member_types_{{[0-9]+}}_float_host(int n, const float *x, float *o2c_ref_s)
// HOST-NEXT: {
// HOST-NEXT: typedef const float * ptr;
// HOST: o2c_cxx_member_types_{{[0-9]+}}_host(int n, const float *x, const Scale::Pair *o2c_val_q, Scale::Mode m, double *o2c_ref_s)
// HOST-NEXT: {
// HOST-NEXT: typedef Scale::Pair Pair;
// HOST: typedef Hidden::Pair Pair;

template <typename R>
struct B {
  struct P { R a, b; };
  enum Mode { Add = 1, Mul = 2 };
  R run(const R *x, int n) {
    R s = 0;
    P q{1, 2};
    #pragma omp target teams distribute parallel for map(to: x[0:n]) reduction(+: s)
    for (int i = 0; i < n; i++) {
// ERR: :[[@LINE+2]]:7: error: 'P', a member type of a class template (B<float>::P), named in a target region: not supported yet
// ERR: :[[@LINE+1]]:17: error: 'q' of type 'B<float>::P', a member type of a class template, captured by a target region: not supported yet
      P p{x[i], q.b};
// ERR: :[[@LINE+1]]:18: error: enumerator 'Add' of 'B<float>::Mode', a member type of a class template, named in a target region
      s += p.a + Add;
    }
    return s;
  }
};

float use(const float *x) { return B<float>().run(x, 4); }
