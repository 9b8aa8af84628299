// A typedef a function template declares, whose type a library trait's
// constant decides (std::is_integral<T>::value, dependent), is copied
// into the instance's namespace as written; one whose declaration names
// a variable is an error naming it.
// RUN: %omp2cuda --emit-cuda %S/../run/cxx_local_traits.cpp -o - | FileCheck %s
// RUN: not %omp2cuda -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=ERR
// CHECK: typedef std::conditional<std::is_integral<float>::value, int, float>::type o2c_elem_t_{{[0-9]+}};
// CHECK-LABEL: /* instantiation wide_sum<float> */
// CHECK: typedef typename std::conditional<std::is_integral<T>::value, long long, double>::type o2c_wide_t_{{[0-9]+}};

constexpr int K = 4;

double sum(const float *a, int n) {
// ERR: :[[@LINE+1]]:28: error: type 'vec_t', declared inside a function and used in a target region: its declaration refers to 'K', which the kernels cannot see; not supported
  typedef struct { float v[K]; } vec_t;
  double s = 0;
  #pragma omp target teams distribute parallel for map(to: a[0:n]) reduction(+: s)
  for (int i = 0; i < n; i++) { vec_t w = {{a[i]}}; s += w.v[0]; }
  return s;
}
