// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: %omp2cuda --dump-after=lower -c %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=PLAN
// CHECK: PASS
// PLAN: api omp_get_thread_num at {{[0-9]+}}:{{[0-9]+}}: grid thread, target parallel for: the grid's threads are its one team
// PLAN: api omp_get_num_threads at {{[0-9]+}}:{{[0-9]+}}: grid threads,
// omp_get_thread_num() and omp_get_num_threads() in the loop of target
// parallel for (OpenMP 5.2 18.2), whose one team the GPU's threads are:
// every iteration runs once, on a thread numbered below the team's size,
// which every iteration sees the same; with num_threads(64), a team of at
// most 64.

#include <omp.h>
#include <stdio.h>

#define N 5000

int
main(void)
{
	static int tid[N], size[N], tid64[N], size64[N], runs[N];
	int ok = 1;

#pragma omp target parallel for map(from: tid, size) map(tofrom: runs)
	for (int i = 0; i < N; i++) {
		tid[i] = omp_get_thread_num();
		size[i] = omp_get_num_threads();
		runs[i]++;
	}
#pragma omp target parallel for num_threads(64) map(from: tid64, size64)
	for (int i = 0; i < N; i++) {
		tid64[i] = omp_get_thread_num();
		size64[i] = omp_get_num_threads();
	}
	for (int i = 0; i < N; i++) {
		ok &= runs[i] == 1 && size[i] == size[0] && tid[i] >= 0 && tid[i] < size[i];
		ok &= size64[i] == size64[0] && size64[i] <= 64 && tid64[i] >= 0 && tid64[i] < size64[i];
	}
	printf("%d %d\n", size[0] > 0, size64[0] > 0);
	printf("%s\n", ok ? "PASS" : "FAIL");
	return !ok;
}
