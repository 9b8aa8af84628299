// Functions of the C++ library's classes that are not constexpr (in
// C++17: std::pair's assignment) are errors at the use in device code;
// the constexpr ones compile.  Of std::complex, device code can use the
// constructors from parts or from the same type, real() and imag() alone,
// constexpr or not: libstdc++ computes the rest on the GNU complex type,
// whose arithmetic and conversions nvcc compiles to no code for the device
// (a kernel that converts std::complex<float> to std::complex<double>
// stored nothing), in C++17 and in C++20, where they are constexpr.
// RUN: not %omp2cuda -c -std=c++17 -Wno-openmp-mapping %s -o %t.o 2>&1 | FileCheck %s --check-prefixes=CHECK,CXX17
// RUN: not %omp2cuda -c -std=c++20 -Wno-openmp-mapping %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:
#include <complex>
#include <utility>

int main() {
  std::complex<float> a[2] = {{1, 2}, {3, 4}};
  std::complex<double> d[1];
  std::pair<int, int> p[1];
#pragma omp target map(tofrom: a[0:2], p[0:1], d[0:1])
  {
    std::complex<float> z(a[0].real(), a[1].imag()), copy(z);
    // CHECK: :[[@LINE+1]]:5: error: 'operator+=' of 'std::complex<float>' in device code is not supported yet: of std::complex, device code can use the constructors from real and imaginary parts, real() and imag() (nvcc compiles the library's complex arithmetic to no code for the device); compute with the parts
    a[0] += z;
    // CHECK: :[[@LINE+1]]:17: error: 'operator*' of std::complex in device code is not supported yet
    a[1] = a[0] * copy;
    // CHECK: :[[@LINE+1]]:12: error: 'complex' of 'std::complex<double>' in device code is not supported yet
    d[0] = std::complex<double>(z);
    // CHECK: :[[@LINE+1]]:12: error: 'conj' of std::complex in device code is not supported yet
    a[0] = std::conj(z);
    // CXX17: :[[@LINE+1]]:5: error: call to member function 'operator=' of 'std::pair<int, int>'
    p[0] = std::make_pair(1, 2);
  }
  return 0;
}
