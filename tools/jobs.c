/* Commands that run at the same time, and how many may.
 *
 * A source whose kernels are cut into parts (codegen/emit_parts.c) has
 * an nvcc command for each part, and a host compile beside them; jobs_run
 * runs such commands, at most max at once, in their order, and tells
 * each one's messages as it ends (diagnose.c).
 *
 * How many (jobs_count): -j<N>; else $OMP2CUDA_JOBS; else 1 under a
 * parallel make (MAKEFLAGS names a jobserver or -j: make already runs
 * compilers side by side, as many as it was told); else the CPUs the
 * driver may run on.
 */
#define _GNU_SOURCE
#include <sched.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "driver.h"

/* Does MAKEFLAGS say make runs jobs in parallel?  GNU make writes its
 * one-letter flags first, without a dash when there is no other ("j" or
 * " -j4"), and a jobserver's fds or fifo when jobs share one. */
static int
parallel_make(const char *flags)
{
	const char *first_end = flags + strcspn(flags, " ");

	if (strstr(flags, "--jobserver"))
		return 1;
	if (flags[0] != '-' && memchr(flags, 'j', (size_t)(first_end - flags)))
		return 1;
	for (const char *p = flags; (p = strstr(p, "-j")); p += 2)
		if ((p == flags || p[-1] == ' ') && strtol(p + 2, NULL, 10) != 1)
			return 1;
	return 0;
}

int
jobs_count(const Options *o)
{
	const char *env = getenv("OMP2CUDA_JOBS"), *make = getenv("MAKEFLAGS");
	cpu_set_t set;
	long n;

	if (o->jobs)
		return o->jobs;
	if (env && all_digits(env) && atoi(env) > 0)
		return atoi(env);
	if (make && parallel_make(make))
		return 1;
	if (!sched_getaffinity(0, sizeof set, &set) && CPU_COUNT(&set) > 0)
		return CPU_COUNT(&set);
	n = sysconf(_SC_NPROCESSORS_ONLN);
	return n > 0 ? (int)n : 1;
}

/* The running job of process pid, or NULL. */
static Job *
running(Job *jobs, int n, long pid)
{
	for (int i = 0; i < n; i++)
		if (jobs[i].pid == pid)
			return &jobs[i];
	return NULL;
}

int
jobs_run(const Options *o, Job *jobs, int n, int max)
{
	int nrunning = 0, next = 0, failed = 0;

	while (next < n || nrunning) {
		while (next < n && nrunning < max) {
			Job *j = &jobs[next++];
			j->pid = start_on_generated(o, &j->cmd, j->gen);
			if (j->pid < 0)
				failed |= finish_on_generated(o, &j->cmd, j->gen, j->src, 1, j->host_checks);
			else
				nrunning++;
		}
		if (!nrunning)
			break;
		long pid = -1;
		int status = proc_wait(&pid, 1);
		Job *j = pid < 0 ? NULL : running(jobs, n, pid);
		if (pid < 0) /* no child left to wait for: said */
			return 1;
		if (!j)
			continue; /* not one of these */
		j->pid = 0;
		nrunning--;
		failed |= finish_on_generated(o, &j->cmd, j->gen, j->src, status, j->host_checks);
	}
	return failed;
}
