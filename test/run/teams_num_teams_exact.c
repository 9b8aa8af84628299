// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// The device API in teams regions: num_teams(N) makes exactly N teams, omp_get_team_num() names
// each once and the team's code runs once per team; a parallel region has num_threads threads
// (at most thread_limit without it), each numbered once; distribute iterations see the same
// team count.

#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

#define MAXT 128

static int
check_league(int nteams, int limit, int want_threads)
{
	int *num_teams = malloc(nteams * sizeof(int)), *seen = calloc(nteams, sizeof(int));
	int *threads = malloc(nteams * sizeof(int)), *ids = calloc(nteams * MAXT, sizeof(int));
	int *seq = malloc(nteams * sizeof(int));

	for (int t = 0; t < nteams; t++)
		num_teams[t] = threads[t] = seq[t] = -1;
#pragma omp target teams num_teams(nteams) thread_limit(limit) \
	map(tofrom: num_teams[0:nteams], seen[0:nteams], threads[0:nteams], ids[0:nteams * MAXT], \
	    seq[0:nteams])
	{
		int t = omp_get_team_num();
		num_teams[t] = omp_get_num_teams();
		seen[t] += 1;
		seq[t] = 1;
#pragma omp parallel
		{
			int id = omp_get_thread_num();
			if (id == 0)
				threads[t] = omp_get_num_threads();
			if (id < MAXT)
				ids[t * MAXT + id] += 1;
		}
	}
	for (int t = 0; t < nteams; t++) {
		int nt = threads[t];
		if (num_teams[t] != nteams || seen[t] != 1 || seq[t] != 1) {
			printf("FAIL: team %d of %d: omp_get_num_teams() %d, seen %d times, team code %d\n",
			       t, nteams, num_teams[t], seen[t], seq[t]);
			return 1;
		}
		if (nt < 1 || nt > limit || (want_threads && nt != want_threads)) {
			printf("FAIL: team %d: %d threads, thread_limit(%d)\n", t, nt, limit);
			return 1;
		}
		for (int i = 0; i < MAXT; i++)
			if (ids[t * MAXT + i] != (i < nt)) {
				printf("FAIL: team %d: thread %d ran %d times\n", t, i, ids[t * MAXT + i]);
				return 1;
			}
	}
	free(num_teams);
	free(seen);
	free(threads);
	free(ids);
	free(seq);
	return 0;
}

/* num_threads below the team's thread limit: exactly that many threads */
static int
check_num_threads(int nteams, int k)
{
	int count[64];

	for (int t = 0; t < nteams; t++)
		count[t] = 0;
#pragma omp target teams num_teams(nteams) thread_limit(MAXT) map(tofrom: count[0:nteams])
	{
#pragma omp parallel num_threads(k)
		{
			if (omp_get_thread_num() == omp_get_num_threads() - 1)
				count[omp_get_team_num()] = omp_get_num_threads();
		}
	}
	for (int t = 0; t < nteams; t++)
		if (count[t] != k) {
			printf("FAIL: num_threads(%d): team %d has %d threads\n", k, t, count[t]);
			return 1;
		}
	return 0;
}

int
main(void)
{
	static const int league[][2] = {{1, 1}, {1, 128}, {7, 32}, {40, 100}, {257, 64}};
	const int n = 1000;
	int team_of[1000], teams_seen[1000];

	for (int c = 0; c < 5; c++)
		if (check_league(league[c][0], league[c][1], 0))
			return 1;
	if (check_num_threads(5, 40) || check_num_threads(3, 1) || check_num_threads(64, 128))
		return 1;

	/* distribute iterations: every one sees num_teams(9) and a team number below it */
#pragma omp target teams distribute num_teams(9) map(from: team_of[0:n], teams_seen[0:n])
	for (int i = 0; i < n; i++) {
		team_of[i] = omp_get_team_num();
		teams_seen[i] = omp_get_num_teams();
#pragma omp parallel for
		for (int k = 0; k < 1; k++)
			team_of[i] += k;
	}
	for (int i = 0; i < n; i++)
		if (teams_seen[i] != 9 || team_of[i] < 0 || team_of[i] >= 9) {
			printf("FAIL: iteration %d: team %d of %d\n", i, team_of[i], teams_seen[i]);
			return 1;
		}
	printf("PASS\n");
	return 0;
}
