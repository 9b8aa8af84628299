// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// Declare target variables (OpenMP 5.2 7.8): a device copy of their own,
// initialized from the declaration, read and written by kernels and by
// the functions they call, and moved with target update.

#include <stdio.h>

#define K 8
#define N 4096

#pragma omp declare target
double coef[K] = {0.5, 1.0, 1.5, 2.0, 2.5, 3.0, 3.5, 4.0};
int hits;

static double
weight(int i)
{
	return coef[i % K];
}
#pragma omp end declare target

float table[N];
long total;
#pragma omp declare target(table)
#pragma omp declare target to(total)

static void
add_hits(int k)
{
	hits += k;
}

int
main(void)
{
	double out[N];

	/* coef as initialized on the device. */
#pragma omp target teams distribute parallel for map(from: out)
	for (int i = 0; i < N; i++)
		out[i] = weight(i) * i;
	for (int i = 0; i < N; i++)
		if (out[i] != coef[i % K] * i) {
			printf("FAIL: out[%d] = %g\n", i, out[i]);
			return 1;
		}

	/* New host values reach the device copy through target update. */
	for (int k = 0; k < K; k++)
		coef[k] = -k;
#pragma omp target update to(coef)
#pragma omp target teams distribute parallel for map(from: out)
	for (int i = 0; i < N; i++)
		out[i] = weight(i);
	for (int i = 0; i < N; i++)
		if (out[i] != -(i % K)) {
			printf("FAIL: out[%d] = %g after update\n", i, out[i]);
			return 1;
		}

	/* Kernels write the device copies; target update from brings them. */
	hits = 0;
	for (int i = 0; i < N; i++)
		table[i] = 0.0f;
#pragma omp target update to(hits, table)
#pragma omp target teams distribute parallel for
	for (int i = 0; i < N; i++) {
		table[i] = (float)i * 0.5f;
		if (i % 3 == 0) {
#pragma omp atomic
			hits++;
		}
	}
#pragma omp target
	{
		long s = 0;
		for (int i = 0; i < N; i++)
			s += (long)table[i];
		total = s;
		add_hits(1000); /* a device function writes a declare target variable */
	}
#pragma omp target update from(table, hits) from(total)
	long want = 0;
	for (int i = 0; i < N; i++) {
		if (table[i] != (float)i * 0.5f) {
			printf("FAIL: table[%d] = %g\n", i, table[i]);
			return 1;
		}
		want += (long)((float)i * 0.5f);
	}
	if (hits != (N + 2) / 3 + 1000 || total != want) {
		printf("FAIL: hits = %d (expected %d), total = %ld (expected %ld)\n", hits,
		       (N + 2) / 3 + 1000, total, want);
		return 1;
	}

	/* A map of a declare target variable finds it present. */
#pragma omp target teams distribute parallel for map(tofrom: table)
	for (int i = 0; i < N; i++)
		table[i] += 1.0f;
#pragma omp target update from(table)
	if (table[5] != 3.5f) {
		printf("FAIL: table[5] = %g\n", table[5]);
		return 1;
	}
	printf("PASS\n");
	return 0;
}
