// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// OpenMP routines that a macro's definition calls in a function called from target regions
// (a benchmark's DO_NOT_OPTIMIZE_AWAY): where the device header's routine answers for every
// calling context (the block's threads of a parallel region, the grid's teams), the call
// stays; where the answer is the context's own (a team of one thread), the function's device
// copy declares a local of the routine's name that gives it, which the macro's calls name.
#include <omp.h>
#include <stdio.h>

#define WHERE_AM_I (omp_get_num_teams() * 1000 + omp_get_num_threads() * 10 + omp_get_thread_num())
#define RECORD(out) out[omp_get_thread_num()] = omp_get_num_threads()

#pragma omp declare target
int where_am_i(void) { return WHERE_AM_I; }
void record(int *out) { RECORD(out); }
#pragma omp end declare target

int main(void) {
  int alone = -1, seen[64], bad = 0;
  for (int i = 0; i < 64; i++)
    seen[i] = 0;
#pragma omp target map(tofrom: alone)
  alone = where_am_i();
  bad += alone != 1010; /* one team of one thread, thread 0 */
#pragma omp target teams num_teams(1) thread_limit(64) map(tofrom: seen)
#pragma omp parallel
  record(seen);
  int n = seen[0];
  bad += n < 1 || n > 64;
  for (int i = 0; i < 64; i++)
    bad += i < n ? seen[i] != n : seen[i] != 0;
  printf("%s (%d wrong; %d threads)\n", bad ? "FAIL" : "PASS", bad, n);
  return bad != 0;
}
