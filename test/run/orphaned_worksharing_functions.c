// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: %omp2cuda -O2 %s -o %t && env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// CHECK: PASS
// Worksharing constructs in functions called by the threads of a
// parallel region (orphaned constructs): a loop's iterations are shared
// among the team's threads, each run once (default and chunked dynamic
// schedules, collapse, a private clause, nowait then a barrier), single
// and masked statements run once, and the barrier at a loop's end keeps
// the next loop, which reads what another thread wrote, after it.

#include <omp.h>
#include <stdio.h>
#define N 10000
#pragma omp declare target
static void scale(double *v, int n, double f) {
  #pragma omp for
  for (int i = 0; i < n; i++) v[i] *= f;
}
/* reads v[n - 1 - i], which another thread wrote in the loop before */
static void mirror(const double *v, double *w, int n) {
  #pragma omp for schedule(static, 16)
  for (int i = 0; i < n; i++) w[i] = v[n - 1 - i];
}
static void count(int *c, int n) {
  int j;
  #pragma omp for schedule(dynamic, 7) nowait private(j)
  for (j = 0; j < n; j++) c[j] += 1;
  #pragma omp barrier
  #pragma omp single
  c[n] += 1;
  #pragma omp masked
  c[n + 1] += 1;
  #pragma omp for collapse(2)
  for (int a = 0; a < 10; a++)
    for (int b = 0; b < 10; b++) c[n + 2 + a * 10 + b] += 1;
}
#pragma omp end declare target
int main(void) {
  static double v[N], w[N]; static int c[N + 102];
  for (int i = 0; i < N; i++) v[i] = i;
  #pragma omp target teams num_teams(1) thread_limit(128) map(tofrom: v, w, c)
  {
    #pragma omp parallel
    {
      scale(v, N, 2.0);
      scale(v, N, 0.5);
      mirror(v, w, N);
      count(c, N);
    }
  }
  int bad = 0;
  for (int i = 0; i < N; i++) bad += v[i] != i || w[i] != N - 1 - i || c[i] != 1;
  bad += c[N] != 1 || c[N + 1] != 1;
  for (int k = 0; k < 100; k++) bad += c[N + 2 + k] != 1;
  printf("%s %d\n", bad ? "FAIL" : "PASS", bad);
  return bad != 0;
}
