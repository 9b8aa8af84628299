// parallel for simd in a target region (and in a target teams region,
// one loop per row, rows dealt to the teams), with simdlen, safelen and aligned on a pointer from
// omp_aligned_alloc made in the region: every iteration runs once, by the
// team's threads, and the values written there are read back after the
// loop.
// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
#include <omp.h>
#include <stdio.h>

#define N 3000
#define T 4

int
main(void)
{
	static long out[N], per_team[T][N / T];
	int errors = 0;

#pragma omp target map(from: out)
	{
		long *w = (long *)omp_aligned_alloc(64, N * sizeof(long), omp_default_mem_alloc);
#pragma omp parallel for simd simdlen(16) aligned(w: 64)
		for (int i = 0; i < N; i++)
			w[i] = 7L * i + 1;
#pragma omp parallel for simd safelen(8)
		for (int i = 0; i < N; i++)
			out[i] = w[i] + w[N - 1 - i];
		omp_free(w, omp_default_mem_alloc);
	}
#pragma omp target teams num_teams(T) map(from: per_team)
	{
		for (int t = omp_get_team_num(); t < T; t += omp_get_num_teams()) {
#pragma omp parallel for simd
			for (int i = 0; i < N / T; i++)
				per_team[t][i] = (long)t * N + i;
		}
	}
	for (int i = 0; i < N; i++)
		if (out[i] != 7L * i + 1 + 7L * (N - 1 - i) + 1) {
			printf("FAIL: out[%d] = %ld\n", i, out[i]);
			errors++;
			break;
		}
	for (int t = 0; t < T; t++)
		for (int i = 0; i < N / T; i++)
			if (per_team[t][i] != (long)t * N + i) {
				printf("FAIL: per_team[%d][%d] = %ld\n", t, i, per_team[t][i]);
				errors++;
				t = T;
				break;
			}
	printf("%s\n", errors ? "FAIL" : "PASS");
	return errors != 0;
}
