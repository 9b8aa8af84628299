// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// single, masked and master (OpenMP 5.2 11.1, 10.5) in target parallel and in the parallel
// regions of target teams (SPMD): one thread runs each single; masked runs on the thread its
// filter names (on none when no thread has that number), master on thread 0; the single's
// barrier makes what its thread wrote visible to the team, in a loop too; nowait; private and
// firstprivate copies on single; copyprivate hands the value of the thread that ran the single
// to every thread of its team.

#include <omp.h>
#include <stdio.h>

#define MAXT 256
#define TEAMS 7
#define TEAM_THREADS 64
#define ROUNDS 5

static int failed;

static void
check(const char *what, long got, long want)
{
	if (got != want && failed++ < 10)
		printf("FAIL: %s: %ld, expected %ld\n", what, got, want);
}

static void
in_target_parallel(int nt)
{
	int seen[MAXT], bcast[MAXT], priv[MAXT], late[MAXT], ok[MAXT];
	int who[3] = {-1, -1, -1}, runs[5] = {0, 0, 0, 0, 0}, runner[ROUNDS], cp_runner[ROUNDS];
	int value = 0, step = -1, kept = 10, got_kept = -1, cp_who = -1, nthr = -1;

	for (int t = 0; t < MAXT; t++)
		seen[t] = bcast[t] = priv[t] = late[t] = ok[t] = -1;
#pragma omp target parallel num_threads(nt) map(tofrom: seen, bcast, priv, late, ok, who, runs, \
	runner, cp_runner, value, step, kept, got_kept, cp_who, nthr)
	{
		int me = omp_get_thread_num(), tmp = -7, v = -1, sum = 0, good = 1;
#pragma omp single
		{
			who[0] = me;
			runs[0]++;
			value = 42;
			nthr = omp_get_num_threads();
		}
		seen[me] = value; /* after the single's barrier */
#pragma omp masked filter(nt - 1)
		{
			who[1] = me;
			runs[1]++;
		}
#pragma omp master
		{
			who[2] = me;
			runs[2]++;
		}
#pragma omp masked filter(nt + 5)
		runs[3]++;
#pragma omp single copyprivate(v)
		{
			v = 1000 + me;
			cp_who = me;
		}
		bcast[me] = v;
#pragma omp single firstprivate(kept) private(tmp)
		{
			tmp = 3;
			kept += tmp;
			got_kept = kept;
		}
		priv[me] = tmp;
		/* a single in a loop: each round's value reaches every thread */
		for (int k = 0; k < ROUNDS; k++) {
#pragma omp single
			{
				step = k;
				runner[k] = me;
			}
			good &= step == k;
#pragma omp single copyprivate(v)
			{
				v = 10 * k + me;
				cp_runner[k] = me;
			}
			sum += v;
#pragma omp barrier
		}
		ok[me] = good;
#pragma omp single nowait
		runs[4]++;
#pragma omp barrier
		late[me] = sum;
	}
	check("target parallel: threads", nthr, nt);
	check("single: runs", runs[0], 1);
	check("single: a thread of the team", who[0] >= 0 && who[0] < nt, 1);
	check("masked filter(nt - 1): runs", runs[1], 1);
	check("masked filter(nt - 1): thread", who[1], nt - 1);
	check("master: runs", runs[2], 1);
	check("master: thread", who[2], 0);
	check("masked filter past the team: runs", runs[3], 0);
	check("single nowait: runs", runs[4], 1);
	check("single firstprivate: the copy", got_kept, 13);
	check("single firstprivate: the variable", kept, 10);
	for (int t = 0; t < nt; t++) {
		check("after the single's barrier", seen[t], 42);
		check("copyprivate", bcast[t], 1000 + cp_who);
		check("single private: the thread's own", priv[t], -7);
		check("single in a loop", ok[t], 1);
		long want = 0;
		for (int k = 0; k < ROUNDS; k++)
			want += 10 * k + cp_runner[k];
		check("copyprivate in a loop", late[t], want);
	}
	for (int k = 0; k < ROUNDS; k++)
		check("single in a loop: a thread of the team", runner[k] >= 0 && runner[k] < nt, 1);
	for (int t = nt; t < MAXT; t++)
		check("slots no thread has", seen[t], -1);
}

/* Each team's single writes a variable the team declares (shared memory on the GPU), which
 * its threads read after the single's barrier; masked and master pick their thread in each
 * team. */
static void
in_teams(void)
{
	int seen[TEAMS][TEAM_THREADS], bcast[TEAMS][TEAM_THREADS];
	int runs[TEAMS], mwho[TEAMS], master[TEAMS], nthr[TEAMS], cp_who[TEAMS];

	for (int g = 0; g < TEAMS; g++) {
		runs[g] = nthr[g] = 0;
		mwho[g] = master[g] = cp_who[g] = -1;
		for (int t = 0; t < TEAM_THREADS; t++)
			seen[g][t] = bcast[g][t] = -1;
	}
#pragma omp target teams num_teams(TEAMS) thread_limit(TEAM_THREADS) \
	map(tofrom: seen, bcast, runs, mwho, master, nthr, cp_who)
	{
		int team_value = -1;
		int g = omp_get_team_num();
#pragma omp parallel
		{
			int me = omp_get_thread_num(), v = -1;
#pragma omp single
			{
				team_value = g * 100 + 1;
				runs[g]++;
				nthr[g] = omp_get_num_threads();
			}
			seen[g][me] = team_value;
#pragma omp masked filter(3)
			mwho[g] = me;
#pragma omp master
			master[g] = me;
#pragma omp single copyprivate(v)
			{
				v = g * 1000 + me;
				cp_who[g] = me;
			}
			bcast[g][me] = v;
		}
	}
	for (int g = 0; g < TEAMS; g++) {
		check("teams: threads", nthr[g], TEAM_THREADS);
		check("teams: single runs", runs[g], 1);
		check("teams: masked filter(3)", mwho[g], 3);
		check("teams: master", master[g], 0);
		for (int t = 0; t < TEAM_THREADS; t++) {
			check("teams: after the single's barrier", seen[g][t], g * 100 + 1);
			check("teams: copyprivate", bcast[g][t], g * 1000 + cp_who[g]);
		}
	}
}

int
main(void)
{
	in_target_parallel(96);
	in_target_parallel(33);
	in_target_parallel(1);
	in_teams();
	printf("%s\n", failed ? "FAIL" : "PASS");
	return failed != 0;
}
