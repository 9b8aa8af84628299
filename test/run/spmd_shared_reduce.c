// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// SPMD block reduction: target teams num_teams thread_limit, a parallel region per team that
// sums into a team-level shared array and halves it between barriers (a ported CUDA kernel).

#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

#define THREADS 128

/* Sum of x[0:n] in nteams partial sums, one per team. */
static void
partial_sums(const double *x, int n, double *part, int nteams)
{
#pragma omp target teams num_teams(nteams) thread_limit(THREADS) map(to: x[0:n]) \
	map(from: part[0:nteams])
	{
		double buf[THREADS];
		int team = omp_get_team_num();
#pragma omp parallel
		{
			int id = omp_get_thread_num(), nt = omp_get_num_threads();
			double s = 0;
			for (int i = team * nt + id; i < n; i += omp_get_num_teams() * nt)
				s += x[i];
			buf[id] = s;
#pragma omp barrier
			for (int half = 1; half < nt; half *= 2) {
				if (id % (2 * half) == 0 && id + half < nt)
					buf[id] += buf[id + half];
#pragma omp barrier
			}
			if (id == 0)
				part[team] = buf[0];
		}
	}
}

/* The maximum of each chunk of v, a team per chunk, with num_threads on the parallel region. */
static void
chunk_max(const int *v, int n, int chunk, int *part, int nteams)
{
#pragma omp target teams num_teams(nteams) map(to: v[0:n]) map(from: part[0:nteams])
	{
		int best[64];
		int lo = omp_get_team_num() * chunk;
		int hi = lo + chunk < n ? lo + chunk : n;
#pragma omp parallel num_threads(64)
		{
			int id = omp_get_thread_num(), nt = omp_get_num_threads();
			int m = v[lo];
			for (int i = lo + id; i < hi; i += nt)
				if (v[i] > m)
					m = v[i];
			best[id] = m;
#pragma omp barrier
			for (int half = 1; half < nt; half *= 2) {
				if (id % (2 * half) == 0 && id + half < nt && best[id + half] > best[id])
					best[id] = best[id + half];
#pragma omp barrier
			}
			if (id == 0)
				part[omp_get_team_num()] = best[0];
		}
	}
}

int
main(void)
{
	const int n = 1000003, nteams = 37;
	double *x = malloc(n * sizeof *x), part[37];
	int *v = malloc(n * sizeof *v), vpart[37];

	for (int i = 0; i < n; i++) {
		x[i] = (double)(i % 17) * 0.25; /* exact in binary: sums do not round */
		v[i] = (int)((i * 7919L) % 1000033);
	}
	partial_sums(x, n, part, nteams);
	double sum = 0, want = 0;
	for (int t = 0; t < nteams; t++)
		sum += part[t];
	for (int i = 0; i < n; i++)
		want += x[i];
	if (sum != want) {
		printf("FAIL: sum %.17g, expected %.17g\n", sum, want);
		return 1;
	}
	const int chunk = (n + nteams - 1) / nteams;
	chunk_max(v, n, chunk, vpart, nteams);
	for (int t = 0; t < nteams; t++) {
		int m = v[t * chunk];
		for (int i = t * chunk; i < (t + 1) * chunk && i < n; i++)
			if (v[i] > m)
				m = v[i];
		if (vpart[t] != m) {
			printf("FAIL: team %d max %d, expected %d\n", t, vpart[t], m);
			return 1;
		}
	}
	free(x);
	free(v);
	printf("PASS\n");
	return 0;
}
