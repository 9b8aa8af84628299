// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: %omp2cuda -O2 %s -o %t && env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s --check-prefix=CUDA
// CHECK: PASS
// A mapped scalar that an atomic construct reads and other code writes
// (in a critical construct, through a pointer): the threads of a
// parallel loop share its one device copy, which every write reaches.
// One that only atomic constructs write, each thread may read into a
// copy of its own.
// CUDA: int &best = *o2c_ref_best; /* the device copy */
// CUDA: int &far = *o2c_ref_far; /* the device copy */
// CUDA: seen = o2c_atomic_read(o2c_ref_hits);

#include <stdio.h>
#define N 5000

int
main(void)
{
	int best = -1, far = -1, hits = 0;

#pragma omp target teams distribute parallel for map(tofrom: best)
	for (int i = 0; i < N; i++) {
		int cur;
#pragma omp atomic read
		cur = best;
		if (i > cur) {
#pragma omp critical
			{
				if (i > best)
					best = i;
			}
		}
	}

#pragma omp target teams distribute parallel for map(tofrom: far)
	for (int i = 0; i < N; i++) {
		int cur, *p = &far;
#pragma omp atomic read
		cur = far;
		if (i % 7 == 3 && i > cur) {
#pragma omp critical
			{
				if (i > *p)
					*p = i;
			}
		}
	}

#pragma omp target teams distribute parallel for map(tofrom: hits)
	for (int i = 0; i < N; i++) {
		int seen;
#pragma omp atomic read
		seen = hits;
		if (i % 2 == 0 && seen >= 0) {
#pragma omp atomic update
			hits += 1;
		}
	}

	int last7 = (N - 1) - ((N - 1 - 3) % 7);
	int ok = best == N - 1 && far == last7 && hits == N / 2;
	printf("%s best %d far %d hits %d\n", ok ? "PASS" : "FAIL", best, far, hits);
	return !ok;
}
