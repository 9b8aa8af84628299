// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// critical on the device: multi-word updates no atomic could make (unnamed, in a combined
// parallel loop), a named critical appending to a list from the threads of SPMD teams, and one
// thread per team adding the team's total under another name.

#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

int
main(void)
{
	const int n = 20000, nteams = 24, nthreads = 64;
	double stats[3] = {0, 0, -1};
	int *list = malloc(nteams * nthreads * sizeof *list), count[1] = {0};
	long total[2] = {0, 0};

	/* count, sum and maximum of the values, updated together */
#pragma omp target teams distribute parallel for map(tofrom: stats)
	for (int i = 0; i < n; i++) {
		double v = (double)((i * 31) % 1000);
#pragma omp critical
		{
			stats[0] += 1;
			stats[1] += v;
			if (v > stats[2])
				stats[2] = v;
		}
	}

	/* each thread of each team appends its global number once */
#pragma omp target teams num_teams(nteams) thread_limit(nthreads) \
	map(tofrom: list[0:nteams * nthreads], count, total)
	{
		long team_sum = 0;
#pragma omp parallel
		{
			int me = omp_get_team_num() * omp_get_num_threads() + omp_get_thread_num();
#pragma omp critical(append)
			{
				int slot = count[0];
				list[slot] = me;
				count[0] = slot + 1;
			}
#pragma omp atomic
			team_sum += me;
#pragma omp barrier
			if (omp_get_thread_num() == 0) {
#pragma omp critical(totals)
				{
					total[0] += team_sum;
					total[1] += 1;
				}
			}
		}
	}

	double want_sum = 0;
	for (int i = 0; i < n; i++)
		want_sum += (double)((i * 31) % 1000);
	if (stats[0] != n || stats[1] != want_sum || stats[2] != 999) {
		printf("FAIL: count %g sum %g max %g, expected %d %g 999\n", stats[0], stats[1],
		       stats[2], n, want_sum);
		return 1;
	}
	int total_threads = count[0];
	if (total_threads < nteams || total_threads > nteams * nthreads || total[1] != nteams) {
		printf("FAIL: %d appends, %ld teams\n", total_threads, total[1]);
		return 1;
	}
	char *seen = calloc(total_threads, 1);
	long want = 0;
	for (int i = 0; i < total_threads; i++) {
		if (list[i] < 0 || list[i] >= total_threads || seen[list[i]]) {
			printf("FAIL: list[%d] = %d appears twice or is out of range\n", i, list[i]);
			return 1;
		}
		seen[list[i]] = 1;
		want += list[i];
	}
	if (total[0] != want) {
		printf("FAIL: team sums add up to %ld, expected %ld\n", total[0], want);
		return 1;
	}
	free(seen);
	free(list);
	printf("PASS\n");
	return 0;
}
