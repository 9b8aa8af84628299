// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// default(firstprivate) and default(private) (OpenMP 5.1 2.21.4.1) on kernel regions and on a
// task in one: each team, thread or task writes a copy of its own of the variables no clause
// names, and the host's stay as they were.  On the GPU the teams' copies start from the host's
// value; a team that saw another team's writes, or a host variable that changed, fails.

#include <omp.h>
#include <stdio.h>

#define T 8
#define N 1000

int
main(void)
{
	int k = 100, scratch = -1, seen[T], out[N], fails = 0, task_k = 0, nt = 0;
	long bias = 3;

	for (int i = 0; i < T; i++)
		seen[i] = -1;
#pragma omp target teams num_teams(T) default(firstprivate) map(tofrom: seen, nt) shared(seen, nt)
	{
		int t = omp_get_team_num();
		for (int r = 0; r <= t; r++)
			k += 1; /* this team's own copy, from 100 */
		seen[t] = k;
		if (t == 0)
			nt = omp_get_num_teams();
	}
	for (int t = 0; t < nt && t < T; t++)
		if (seen[t] != 100 + t + 1) {
			printf("FAIL team %d saw %d\n", t, seen[t]);
			fails++;
		}

#pragma omp target teams distribute parallel for default(private) shared(out) map(from: out) firstprivate(bias)
	for (int i = 0; i < N; i++) {
		scratch = i * 2; /* each thread's own */
		out[i] = scratch + (int)bias;
	}
	for (int i = 0; i < N; i++)
		if (out[i] != 2 * i + 3) {
			printf("FAIL out[%d] = %d\n", i, out[i]);
			fails++;
			break;
		}

#pragma omp target map(tofrom: task_k)
	{
		int local = 7;
#pragma omp task default(firstprivate)
		{
			local += 1; /* the task's copy */
			task_k = local;
		}
#pragma omp taskwait
		task_k = task_k * 100 + local;
	}
	if (task_k != 7) { /* the task wrote its own copy */
		printf("FAIL task: %d\n", task_k);
		fails++;
	}
	if (k != 100 || scratch != -1) {
		printf("FAIL host copies changed: k %d scratch %d\n", k, scratch);
		fails++;
	}
	if (!fails)
		printf("PASS\n");
	return fails != 0;
}
