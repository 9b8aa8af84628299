// Functions of the C++ library's classes that are not constexpr (in
// C++17: std::pair's assignment) are errors at the use in device code;
// the constexpr ones compile.  Of std::complex, device code can use the
// constructors from parts or from the same type, real() and imag(), and
// what omp2cuda_complex.h gives the device (its arithmetic, compound
// assignments of two complex numbers, abs, exp, ...): libstdc++ computes
// the rest on the GNU complex type, whose arithmetic and conversions nvcc
// compiles to no code for the device (a kernel that converted
// std::complex<float> to std::complex<double> stored nothing), in C++17
// and in C++20, where they are constexpr.
// RUN: not %omp2cuda -c -std=c++17 -Wno-openmp-mapping %s -o %t.o 2>&1 | FileCheck %s --check-prefixes=CHECK,CXX17
// RUN: not %omp2cuda -c -std=c++20 -Wno-openmp-mapping %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: %omp2cuda --emit-cuda -std=c++17 -Wno-openmp-mapping -DGOOD %s -o - | FileCheck %s --check-prefix=CUDA
// CUDA: #include <complex>
// CUDA: #include "omp2cuda_complex.h" /* std::complex's arithmetic for the device */
#include <complex>
#include <utility>

int main() {
  std::complex<float> a[2] = {{1, 2}, {3, 4}};
  std::complex<double> d[1];
  std::pair<int, int> p[1];
#pragma omp target map(tofrom: a[0:2], p[0:1], d[0:1])
  {
    std::complex<float> z(a[0].real(), a[1].imag()), copy(z);
    a[0] += z;
    a[1] = a[0] * copy / std::conj(z) + std::exp(z) - 2.0f * std::sqrt(z);
    d[0] = std::polar(std::abs(d[0]), std::arg(d[0]));
#ifndef GOOD
    // CHECK: :[[@LINE+1]]:12: error: 'complex' of std::complex in device code is not supported yet: of std::complex, device code can use the constructors from parts, real(), imag(), the arithmetic and comparison operators with the same complex type or its parts' type, +=, -=, *= and /= of two, abs, norm, arg, conj, polar, exp, log, sqrt, sin and cos, of std::complex<float> and std::complex<double> (nvcc compiles the library's own complex arithmetic to no code for the device)
    d[0] = std::complex<double>(z);
    // CHECK: :[[@LINE+1]]:5: error: 'operator*=' of std::complex in device code is not supported yet
    z *= 2.0f;
    // CHECK: :[[@LINE+1]]:12: error: 'tan' of std::complex in device code is not supported yet
    a[0] = std::tan(z);
    // CHECK: :[[@LINE+1]]:12: error: 'pow' of std::complex in device code is not supported yet
    a[1] = std::pow(z, 2.0f);
    // CXX17: :[[@LINE+1]]:5: error: call to member function 'operator=' of 'std::pair<int, int>'
    p[0] = std::make_pair(1, 2);
#endif
  }
  return 0;
}
