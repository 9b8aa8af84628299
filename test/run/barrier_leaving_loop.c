// REQUIRES: gpu
// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// List ranking by pointer jumping, written as CUDA code often is: each
// thread of a team follows its element's successor until the list's end,
// with a barrier in the loop, and threads leave the loop after different
// numbers of rounds.  The barriers the leaving threads would miss are
// met by the barrier that ends the parallel region (a non-aligned
// barrier on the GPU: an aligned one hangs or is undefined there).  The
// ranks are compared with a serial walk.  OpenMP asks every thread of a
// team to meet each barrier, so the host fallback (libgomp's barriers)
// may wait forever on this program: the test runs on the GPU only.
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>

#define NIL -1
#define T 256

int main(void)
{
	int n = T * 64;
	int *next = malloc(n * sizeof *next), *rank = malloc(n * sizeof *rank);
	int *want = malloc(n * sizeof *want);
	int bad = 0;

	/* within each team's T elements, a list in a scrambled order */
	for (int b = 0; b < n / T; b++)
		for (int k = 0; k < T; k++) {
			int at = b * T + (k * 37) % T, to = b * T + ((k + 1) * 37) % T;
			next[at] = k + 1 < T ? to : NIL;
			rank[at] = k + 1 < T ? 1 : 0;
		}
	for (int b = 0; b < n / T; b++)
		for (int k = 0; k < T; k++)
			want[b * T + (k * 37) % T] = T - 1 - k;
#pragma omp target teams num_teams(n / T) thread_limit(T) map(tofrom: next[0:n], rank[0:n])
	{
#pragma omp parallel num_threads(T)
		{
			int i = omp_get_team_num() * T + omp_get_thread_num();
			int nx, r;
			while ((nx = next[i]) != NIL) {
				r = rank[i] + rank[nx];
				nx = next[nx];
#pragma omp barrier
				rank[i] = r;
				next[i] = nx;
#pragma omp barrier
			}
		}
	}
	for (int i = 0; i < n; i++)
		bad += rank[i] != want[i];
	printf("%s %d\n", bad ? "FAIL" : "PASS", bad);
	free(next);
	free(rank);
	free(want);
	return bad != 0;
}
