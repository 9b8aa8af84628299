// Constexpr functions of the C++ library's classes in device code, which
// nvcc compiles for the device (--expt-relaxed-constexpr): std::complex's
// constructor, real() and imag(), std::real and std::imag, std::pair's
// constructor and std::make_pair.
// RUN: %omp2cuda -O2 -Wno-openmp-mapping %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
#include <stdio.h>
#include <complex>
#include <utility>

int main() {
  const int N = 32;
  std::complex<float> a[N];
  std::complex<double> b[N];
  int first[N], second[N];
  for (int i = 0; i < N; i++)
    a[i] = std::complex<float>(i, 2 * i);
#pragma omp target teams distribute parallel for map(tofrom: a[0:N]) map(from: b[0:N], first[0:N], second[0:N])
  for (int i = 0; i < N; i++) {
    std::complex<float> z(a[i].real() + 1, a[i].imag() * 2);
    a[i] = z;
    b[i] = std::complex<double>(std::real(z), std::imag(z) + 0.5);
    std::pair<int, int> q(i, 3 * i);
    std::pair<int, int> r = std::make_pair(q.first + 1, q.second);
    first[i] = r.first;
    second[i] = r.second;
  }
  int bad = 0;
  for (int i = 0; i < N; i++)
    if (a[i].real() != i + 1 || a[i].imag() != 4 * i || b[i].real() != i + 1 ||
        b[i].imag() != 4 * i + 0.5 || first[i] != i + 1 || second[i] != 3 * i)
      bad++;
  printf("%s\n", bad ? "FAIL" : "PASS");
  return bad != 0;
}
