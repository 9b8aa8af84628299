// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// Target tasks on every GPU at once (OpenMP 5.2 13.8 nowait, 15.9.5 depend, 13.2 device): each
// device updates its own array in rounds of deferred tasks, a chain per device through depend;
// then a task on the last device depends on the first device's array and reads it (a construct
// with depend completes the tasks of the other devices first, so it sees their copies back).
// With one GPU (or none) every task goes to device 0.

#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

#define N 100000
#define ROUNDS 6
#define MAXDEV 8

int
main(void)
{
	int ndev = omp_get_num_devices(), failed = 0;
	int devs = ndev < 1 ? 1 : ndev > MAXDEV ? MAXDEV : ndev;
	int last = devs - 1;
	double *a[MAXDEV], *b = malloc(N * sizeof *b);

	for (int d = 0; d < devs; d++) {
		a[d] = malloc(N * sizeof *a[d]);
		for (int i = 0; i < N; i++)
			a[d][i] = i % 13;
	}
	for (int r = 0; r < ROUNDS; r++)
		for (int d = 0; d < devs; d++) {
			double *p = a[d];
			double add = d + 1;
#pragma omp target teams distribute parallel for nowait device(d) map(tofrom: p[0:N]) \
	depend(inout: p[0])
			for (int i = 0; i < N; i++)
				p[i] = 2 * p[i] + add;
		}
	double *first = a[0];
#pragma omp target teams distribute parallel for nowait device(last) map(to: first[0:N]) \
	map(from: b[0:N]) depend(in: first[0])
	for (int i = 0; i < N; i++)
		b[i] = first[i] + 1;
#pragma omp taskwait

	for (int d = 0; d < devs; d++)
		for (int i = 0; i < N && !failed; i++) {
			double want = i % 13;
			for (int r = 0; r < ROUNDS; r++)
				want = 2 * want + (d + 1);
			if (a[d][i] != want) {
				printf("FAIL: device %d, a[%d] = %g, want %g\n", d, i, a[d][i], want);
				failed = 1;
			}
			if (d == 0 && b[i] != want + 1) {
				printf("FAIL: b[%d] = %g, want %g\n", i, b[i], want + 1);
				failed = 1;
			}
		}
	printf("%d device(s)\n%s\n", devs, failed ? "FAIL" : "PASS");
	return failed;
}
