// C++ in regions that the host code or the kernels could not spell yet,
// each an error at its use, before nvcc and the host compiler (the
// validation suite's C++ tests had them): a private pointer member the
// region attaches (host code names it).
// RUN: not %omp2cuda -c %s -o %t.o 2>&1 | FileCheck %s
class Owner {
  int *data = nullptr;
public:
  void set(int x) { data[0] = x; }
};

int main(void) {
  Owner o;
  o.set(1);
#pragma omp target
  {
    // CHECK: :[[@LINE+1]]:5: error: 'o' of type 'Owner' has a private or protected pointer member 'data'
    o.set(2);
  }
  return 0;
}
