// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// OpenMP constructs in functions target regions call: a parallel
// construct there runs with a team of one thread on the device, with its
// private, firstprivate and loop variables; an orphaned worksharing loop
// called by a thread alone in its team; an orphaned distribute called from
// the team code of a teams region deals its iterations to the teams.  The
// host fallback runs the same functions with the host's threads: the
// answers agree wherever the program has no race.

#include <omp.h>
#include <stdio.h>

#define N 1000
#define TEAMS 4

#pragma omp declare target
int g[N];
int k;          /* a loop variable declared outside the loop */
int levels[3];

/* a parallel loop, its loop variable private (and named so): k keeps its
 * value */
int
fill(int *a, int base)
{
	int scale = 3, t = -1, bad = 0;
#pragma omp parallel for firstprivate(scale) private(t, k)
	for (k = 0; k < N; k++) {
		t = base + k * scale;
		a[k] = t;
		scale = 3;
	}
#pragma omp parallel shared(bad)
	{
		if (omp_get_thread_num() >= omp_get_num_threads())
			bad = 1;
#pragma omp single
		levels[2] = omp_get_level();
#pragma omp masked filter(0)
		{
			levels[1] = omp_get_level();
			scale = 7;
		}
#pragma omp barrier
#pragma omp for
		for (int i = 0; i < N; i++)
			a[i] += scale - 7;
#pragma omp simd
		for (int i = 0; i < 4; i++)
			a[i] += 0;
	}
	return bad + (scale != 7) * 100;
}

/* worksharing that binds to the caller's team: a thread alone */
void
orphan(int *a)
{
	levels[0] = omp_get_level();
#pragma omp for
	for (int i = 0; i < N; i++)
		a[i] *= 2;
	if (omp_get_thread_num() != 0 || omp_get_num_threads() != 1)
		a[0] = -1;
}

/* a distribute loop: the teams share the iterations */
void
spread(int *a, int *owner, int *c)
{
#pragma omp distribute
	for (int i = 0; i < N; i++) {
		a[i] = i + 2;
		owner[i] = omp_get_team_num();
	}
#pragma omp distribute dist_schedule(static, 7)
	for (int i = 0; i < N; i++)
		c[i] = 3 * i; /* no barrier between the loops: other elements */
}
#pragma omp end declare target

int
main(void)
{
	int a[N], b[N], c[N], owner[N], err = 0, nteams = 0, res = -1;

	k = 42;
#pragma omp target update to(k)
#pragma omp target map(tofrom: a, res)
	{
		res = fill(a, 5);
		orphan(a);
	}
#pragma omp target update from(k, levels)
	for (int i = 0; i < N; i++)
		err += a[i] != 2 * (5 + 3 * i);
	err += res != 0;
	err += k != 42;
	err += levels[0] != 0 || levels[1] != 1 || levels[2] != 1;
	if (err)
		printf("fill: %d errors (k %d res %d levels %d %d %d)\n", err, k, res, levels[0],
		       levels[1], levels[2]);

#pragma omp target teams num_teams(TEAMS) map(from: b, c, owner) map(tofrom: nteams)
	{
		spread(b, owner, c);
		if (omp_get_team_num() == 0)
			nteams = omp_get_num_teams();
	}
	for (int i = 0; i < N; i++) {
		err += b[i] != i + 2 || c[i] != 3 * i;
		err += owner[i] < 0 || owner[i] >= nteams;
	}
	if (nteams < 1 || nteams > TEAMS)
		err++;
	printf("%s\n", err ? "FAIL" : "PASS");
	return err != 0;
}
