/* startup: what a fresh process pays before and at its first regions.
 *
 *   startup T0_NS [HOST_MS]
 *
 * T0_NS is CLOCK_REALTIME in nanoseconds just before the process was
 * started (tools/bench/startup.py passes it).  The program spends
 * HOST_MS milliseconds on host work first (default 0: a program whose
 * first statement is a target region), then times an empty target
 * region, then the shape of a search kernel people time on its own: a
 * target data region mapping two arrays, and inside it two launches of
 * one target teams region of 10,000 teams of 256 threads, each timed
 * alone (the first launch of a kernel is what a program's own timer
 * around it sees).  One line: the milliseconds from T0 to main, of the
 * host work, of the empty region, of the data map, of each launch, and
 * of the whole; the results are checked against the host's.
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include <omp.h>

enum { TEAMS = 10000, THREADS = 256, N = TEAMS * THREADS };

static double
now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_REALTIME, &ts);
	return ts.tv_sec * 1e3 + ts.tv_nsec * 1e-6;
}

/* Team t walks from its key through the table, a thread a path. */
static void
search(const int *keys, const int *table, int *found)
{
#pragma omp target teams num_teams(TEAMS) thread_limit(THREADS)
	{
		int t = omp_get_team_num();
		int start = keys[t];
#pragma omp parallel num_threads(THREADS)
		{
			int th = omp_get_thread_num();
			int at = (start + th) % N;
			for (int step = 0; step < 8; step++)
				at = table[at];
			found[t * THREADS + th] = at;
		}
	}
}

int
main(int argc, char **argv)
{
	double t0 = argc > 1 ? atof(argv[1]) / 1e6 : now_ms();
	double host_ms = argc > 2 ? atof(argv[2]) : 0;
	double t_main = now_ms(), t_host, t_empty, t_map, t_k1, t_k2;
	int *keys = malloc(TEAMS * sizeof *keys), *table = malloc(N * sizeof *table);
	int *found = malloc(N * sizeof *found), bad = 0;
	volatile double sink = 0;

	while (now_ms() - t_main < host_ms)
		sink += 1;
	t_host = now_ms();
#pragma omp target
	{
	}
	t_empty = now_ms();
	for (int i = 0; i < N; i++)
		table[i] = (int)((i * 2654435761u) % N);
	for (int t = 0; t < TEAMS; t++)
		keys[t] = (t * 7919) % N;
	double t_fill = now_ms();
#pragma omp target data map(to: keys[0:TEAMS], table[0:N]) map(from: found[0:N])
	{
		t_map = now_ms();
		search(keys, table, found);
		t_k1 = now_ms();
		search(keys, table, found);
		t_k2 = now_ms();
	}
	for (int t = 0; t < TEAMS; t++)
		for (int th = 0; th < THREADS; th++) {
			int at = (keys[t] + th) % N;
			for (int step = 0; step < 8; step++)
				at = table[at];
			bad += found[t * THREADS + th] != at;
		}
	double t_end = now_ms();
	printf("to_main %.3f host %.3f empty %.3f map %.3f kernel1 %.3f kernel2 %.3f total %.3f %s\n",
	       t_main - t0, t_host - t_main, t_empty - t_host, t_map - t_fill, t_k1 - t_map,
	       t_k2 - t_k1, t_end - t0, bad ? "FAIL" : "PASS");
	return bad != 0;
}
