// RUN: %omp2cuda++ --explain -c %s -o %t.o 2>&1 | FileCheck %s
// A parallel region's num_threads that names a template's non-type parameter: the host
// code of each instantiation evaluates it, so the block has that many threads.
// CHECK: kernel o2c_cxx_template_num_threads_{{[0-9]+}}_64:
// CHECK: threads: BS (num_threads clause of the nested parallel regions)
#include <omp.h>

template <int BS>
void fill(int *out, int n) {
#pragma omp target teams num_teams(n / BS) map(from: out[0:n])
#pragma omp parallel num_threads(BS)
  {
    out[omp_get_team_num() * BS + omp_get_thread_num()] = omp_get_num_threads();
#pragma omp barrier
  }
}

void run(int *out, int n) { fill<64>(out, n); }
