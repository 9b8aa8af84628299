// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// Firstprivate arrays of more than 4 KiB (CUDA 12.1 kernel parameters take up to 32,764 bytes):
// a copy per thread of a parallel loop, a copy per team of a teams region, each initialised from
// the original and changed privately.
#include <stdio.h>

#define T 2048
#define N 4096

int
main(void)
{
	int tab[T], out[N], errors = 0;
	double w[1500], sums[8];

	for (int k = 0; k < T; k++)
		tab[k] = 3 * k;
	for (int k = 0; k < 1500; k++)
		w[k] = k * 0.5;
#pragma omp target teams distribute parallel for firstprivate(tab) map(from: out)
	for (int i = 0; i < N; i++) {
		tab[i % T] += 1; /* this thread's copy */
		out[i] = tab[(i * 7) % T] - 3 * ((i * 7) % T);
	}
	for (int i = 0; i < N; i++)
		errors += out[i] < 0 || out[i] > N / T + 1;
	for (int k = 0; k < T; k++)
		errors += tab[k] != 3 * k;

#pragma omp target teams distribute defaultmap(firstprivate) map(from: sums) num_teams(8)
	for (int t = 0; t < 8; t++) {
		double s = 0;
		w[t] = -1; /* the team's copy */
		for (int k = 0; k < 1500; k++)
			s += w[k] == -1 ? 0 : w[k];
		sums[t] = s;
	}
	for (int t = 0; t < 8; t++)
		errors += sums[t] > 1499.0 * 1500 / 4 || sums[t] < 1499.0 * 1500 / 4 - 8 * 4;
	for (int k = 0; k < 1500; k++)
		errors += w[k] != k * 0.5;

	printf(errors ? "FAIL %d\n" : "PASS\n", errors);
	return errors != 0;
}
