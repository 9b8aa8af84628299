// The generated code of run/cxx_member_typedefs.cpp: a variable whose type
// is a class's member typedef (`auto n = v.size()`: std::vector<T>::
// size_type, which clang spells `size_type` alone), or a private member
// typedef, or `auto` of a type the function declares, captured by a
// region: the kernel's and the host fallback's parameters spell the type
// it stands for, and the function's type comes along.
// RUN: %omp2cuda -std=c++17 --emit-cuda %S/../run/cxx_member_typedefs.cpp -o - | FileCheck %s
// RUN: %omp2cuda -std=c++17 --emit-host %S/../run/cxx_member_typedefs.cpp -o - | FileCheck %s --check-prefix=HOST
// CHECK: o2c_cxx_member_typedefs_{{[0-9]+}}_float(unsigned long n, float *o2c_ref_s, const float *__restrict__ d, O2cDone o2c_done)
// CHECK: o2c_cxx_member_typedefs_{{[0-9]+}}(int n, long *o2c_ref_c, const int *__restrict__ a, O2cDone o2c_done)
// CHECK: o2c_cxx_member_typedefs_{{[0-9]+}}(unsigned long m, struct o2c_Step_{{[0-9]+}} step,
// HOST: {{^}}o2c_cxx_member_typedefs_{{[0-9]+}}_float_host(unsigned long n, float *o2c_ref_s, float *d)
// HOST: {{^}}{{[[:blank:]]*}}struct o2c_Step_{{[0-9]+}} {
// HOST: {{^}}o2c_cxx_member_typedefs_{{[0-9]+}}_host(unsigned long m, const struct o2c_Step_{{[0-9]+}} *o2c_val_step,
