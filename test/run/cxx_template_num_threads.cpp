// RUN: %omp2cuda++ -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// A teams region in a function template whose parallel region asks for a template
// parameter's number of threads and holds a barrier: each instantiation's block has that
// many threads (the host code of the instantiation knows the parameter), so every thread of
// the block meets the barrier; before, the block had the default 128, which a team of 64
// cannot use with a barrier (a run-time error on the GPU).  Checked against the host.
#include <cstdio>
#include <omp.h>
template <typename T, int BS>
void tiled(const T *in, T *out, int n) {
#pragma omp target teams num_teams(n / BS) map(to: in[0:n]) map(from: out[0:n])
  {
    T tile[BS];
#pragma omp parallel num_threads(BS)
    {
      int b = omp_get_team_num(), l = omp_get_thread_num(), d = omp_get_num_threads();
      tile[l] = in[b * d + l];
#pragma omp barrier
      out[b * d + l] = tile[(l + 1) % d] + (T)d;
    }
  }
}
int main() {
  const int n = 1024;
  static double in[n], o64[n], o128[n];
  for (int i = 0; i < n; i++) in[i] = i;
  tiled<double, 64>(in, o64, n);
  tiled<double, 128>(in, o128, n);
  int bad = 0;
  for (int i = 0; i < n; i++) {
    int b64 = i / 64, l64 = i % 64, b128 = i / 128, l128 = i % 128;
    bad |= o64[i] != in[b64 * 64 + (l64 + 1) % 64] + 64;
    bad |= o128[i] != in[b128 * 128 + (l128 + 1) % 128] + 128;
  }
  std::printf(bad ? "FAIL\n" : "PASS\n");
  return bad;
}
