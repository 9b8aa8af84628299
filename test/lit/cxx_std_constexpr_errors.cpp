// Functions of the C++ library's classes that are not constexpr (in
// C++17: std::complex's arithmetic, std::pair's assignment) are errors
// at the use in device code; the constexpr ones compile.
// RUN: not %omp2cuda -c -Wno-openmp-mapping %s -o %t.o 2>&1 | FileCheck %s
#include <complex>
#include <utility>

int main() {
  std::complex<float> a[2] = {{1, 2}, {3, 4}};
  std::pair<int, int> p[1];
#pragma omp target map(tofrom: a[0:2], p[0:1])
  {
    std::complex<float> z(a[0].real(), a[1].imag());
    // CHECK: :[[@LINE+1]]:5: error: call to member function 'operator+=' of 'std::complex<float>' in device code is not supported yet: std:: containers cannot be used on the device (map their .data() as an array section); of the C++ library's classes, device code can call the constexpr member functions of std::complex, std::pair, std::array and std::numeric_limits
    a[0] += z;
    // CHECK: :[[@LINE+1]]:17: error: call to 'operator*' in a target region is not supported yet
    a[1] = a[0] * z;
    // CHECK: :[[@LINE+1]]:5: error: call to member function 'operator=' of 'std::pair<int, int>'
    p[0] = std::make_pair(1, 2);
  }
  return 0;
}
