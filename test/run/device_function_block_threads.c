// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// A function called by the threads of a parallel region met in a teams
// region's code: its omp_get_thread_num() and omp_get_num_threads() are
// the block's threads, and its barrier binds to the caller's parallel
// region (OpenMP 5.2 15.3.1), through a chain of calls; called from
// target teams and from target.  Each thread
// writes its slot of a team-level array, waits at the barrier, and reads
// its neighbour's.
#include <omp.h>
#include <stdio.h>

#define T 4
#define L 1024 /* the most threads a block has */

#pragma omp declare target
static int
my_id(void)
{
	return omp_get_thread_num();
}

static void
rotate(int *s, int *out, int team)
{
	int me = my_id(), n = omp_get_num_threads();

	s[me] = me * 10 + team;
#pragma omp barrier
	out[team * L + me] = s[(me + 1) % n];
#pragma omp barrier
	s[me] = -1; /* after every thread has read */
	if (me == 0)
		out[T * L + team] = n;
}
#pragma omp end declare target

int
main(void)
{
	int out[T * L + T], teams = 0, bad = 0;

	for (int i = 0; i < T * L + T; i++)
		out[i] = -1;
#pragma omp target teams num_teams(T) thread_limit(L) map(tofrom: out, teams)
	{
		int s[L];
		int team = omp_get_team_num();
		if (team == 0)
			teams = omp_get_num_teams();
#pragma omp parallel
		rotate(s, out, team);
	}
	for (int t = 0; t < T; t++) {
		int n = out[T * L + t];
		if (t >= teams) {
			bad |= n != -1;
			continue;
		}
		bad |= n < 1 || n > L;
		for (int me = 0; me < L && !bad; me++)
			bad |= out[t * L + me] != (me < n ? (me + 1) % n * 10 + t : -1);
	}
	bad |= teams < 1 || teams > T;
	/* a target region holding a parallel region: one team */
	for (int i = 0; i < T * L + T; i++)
		out[i] = -1;
#pragma omp target map(tofrom: out)
	{
		int s[L];
#pragma omp parallel
		rotate(s, out, 0);
	}
	int n = out[T * L];
	bad |= n < 1 || n > L;
	for (int me = 0; me < L && !bad; me++)
		bad |= out[me] != (me < n ? (me + 1) % n * 10 : -1);
	printf("%s\n", bad ? "FAIL" : "PASS");
	return bad;
}
