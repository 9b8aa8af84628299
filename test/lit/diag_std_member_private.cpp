// RUN: not %omp2cuda++ --emit-cuda %s -o /dev/null 2>&1 | FileCheck %s
// private of an object whose class holds a std:: container: each thread's copy would be
// constructed and destroyed on the device, which the library's constructors and destructor
// are not compiled for: a located error (it was an nvcc error about the generated kernel).
// firstprivate and map copy its bytes, and stay accepted.
// CHECK: diag_std_member_private.cpp:[[@LINE+12]]:{{[0-9]+}}: error: private of 'm' is not supported yet: its class holds a class of the C++ library (a std:: container)
// CHECK-NOT: error
#include <vector>

struct Model {
  std::vector<int> tags;
  double gain;
};

int main() {
  Model m{{1, 2}, 2.0};
  double out[4];
#pragma omp target teams distribute parallel for private(m) map(from: out)
  for (int i = 0; i < 4; i++) {
    m.gain = i;
    out[i] = m.gain;
  }
#pragma omp target teams distribute parallel for firstprivate(m) map(from: out)
  for (int i = 0; i < 4; i++)
    out[i] = m.gain * i;
  return (int)out[1];
}
