// C++ in regions that the host code or the kernels could not spell yet,
// each an error at its use, before nvcc and the host compiler (the
// validation suite's C++ tests had them): a static data member (the
// launch names it alone).  A private pointer member the region attaches
// compiles (run/cxx_private_members.cpp).
// RUN: not %omp2cuda -c %s -o %t.o 2>&1 | FileCheck %s
struct Counted {
  static double scale;
};
double Counted::scale = 1.0;

int main(void) {
  double s = 0;
#pragma omp target map(tofrom: s)
  {
    // CHECK: :[[@LINE+1]]:9: error: static data member 'scale' in a target region is not supported yet
    s = Counted::scale;
  }
  return 0;
}
