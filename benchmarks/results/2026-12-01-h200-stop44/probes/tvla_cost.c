#include <stdio.h>
#include <omp.h>
int main(int argc, char **argv) {
  int n = argc > 5 ? 16 : 9, iters = 64 * 256, reps = 500;
  static float out[64 * 256];
  double t0 = 0;
  #pragma omp target data map(from: out)
  for (int r = 0; r < reps + 1; r++) {
    if (r == 1) t0 = omp_get_wtime();
    #pragma omp target teams distribute parallel for
    for (int it = 0; it < iters; it++) {
#ifndef FIXED
      float dp[n];
#else
      float dp[16];
#endif
      for (int t = 0; t < n; t++) dp[t] = it + t;
      float s = 0;
      for (int t = 0; t < n; t++) s += dp[t] * dp[n - 1 - t];
      out[it] = s;
    }
  }
  double t1 = omp_get_wtime();
  printf("per launch %.2f us  out[5]=%g\n", (t1 - t0) / reps * 1e6, out[5]);
  return 0;
}
