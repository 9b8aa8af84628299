// RUN: %omp2cuda++ --emit-cuda %s -o - | FileCheck %s
// RUN: %omp2cuda++ -c %s -o %t.o
// A device function whose parameter is a reference to a class this file declares and never
// defines (another file's, which the function passes along unread): the .cu file declares
// the class, as the source does; no error.
// CHECK: class Particle;
// CHECK: __device__ int adjacent(const Loc &l, Particle &p, Particle *q, int k)
class Particle;
struct Loc {
  int cell;
};

#pragma omp declare target
int adjacent(const Loc &l, Particle &p, Particle *q, int k) { return l.cell + k + (q == &p); }
#pragma omp end declare target

void run(int *o, Particle *ps, int n) {
#pragma omp target teams distribute parallel for map(from: o[0:n]) is_device_ptr(ps)
  for (int i = 0; i < n; i++) {
    Loc l{i};
    o[i] = adjacent(l, *ps, ps, 1);
  }
}
