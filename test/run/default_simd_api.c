// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// default(shared) and default(none) on device constructs; safelen and
// simdlen on simd loops, with a dependence at the safelen distance that
// running the iterations at once would break; device API routines
// (omp_get_thread_limit, omp_get_max_threads, omp_get_num_procs,
// omp_get_max_teams, omp_get_level) in region code, in the sequential
// part of a teams region, and in a function the region calls.
#include <omp.h>
#include <stdio.h>

#define N 2048

static int
upper_bounds(void)
{
	return omp_get_max_threads() > 0 && omp_get_num_procs() > 0 && omp_get_max_teams() >= 0;
}

int
main(void)
{
	static int a[N], b[N], want[N];
	int limit[N], nthr[N], ok[N];
	int team_level = -1, team_limit = -1, errors = 0, e;

	for (int i = 0; i < N; i++)
		a[i] = want[i] = i % 7, b[i] = 0;

#pragma omp target teams distribute default(shared) map(tofrom: b)
	for (int i = 0; i < N; i++)
		b[i] = 2 * i;
#pragma omp target teams distribute parallel for default(none) shared(b) map(tofrom: b)
	for (int i = 0; i < N; i++)
		b[i] += 1;
	for (int i = 0; i < N; i++)
		errors += e = b[i] != 2 * i + 1;
	if (errors)
		printf("default clauses: %d wrong\n", errors);

	/* a[i - 16] reads a[i] before iteration i + 16 writes it */
#pragma omp target simd safelen(16) simdlen(8) map(tofrom: a)
	for (int i = 16; i < N; i++)
		a[i - 16] += a[i] + 1;
	for (int i = 16; i < N; i++)
		want[i - 16] += want[i] + 1;
	for (int i = e = 0; i < N; i++)
		e += a[i] != want[i];
	if (e)
		printf("safelen(16): %d wrong\n", e);
	errors += e;

	/* (under teams distribute, teams would run chunks at once: the dependence
	 * would be a race between them) */
#pragma omp target simd safelen(4) map(tofrom: a)
	for (int i = 4; i < N; i++)
		a[i] = a[i - 4] + 1;
	for (int i = 4; i < N; i++)
		want[i] = want[i - 4] + 1;
	for (int i = e = 0; i < N; i++)
		e += a[i] != want[i];
	if (e)
		printf("safelen(4): %d wrong\n", e);
	errors += e;

#pragma omp target teams distribute parallel for num_threads(8) thread_limit(4) map(from: limit, nthr, ok)
	for (int i = 0; i < N; i++) {
		limit[i] = omp_get_thread_limit();
		nthr[i] = omp_get_num_threads();
		ok[i] = upper_bounds() && omp_get_max_threads() >= 1;
	}
	for (int i = e = 0; i < N; i++)
		e += limit[i] < 1 || limit[i] > 4 || nthr[i] > limit[i] || !ok[i];
	if (e)
		printf("thread limit: %d wrong (%d %d %d)\n", e, limit[0], nthr[0], ok[0]);
	errors += e;

#pragma omp target teams num_teams(1) thread_limit(16) map(from: team_level, team_limit)
	{
		team_level = omp_get_level();
		team_limit = omp_get_thread_limit();
	}
	e = team_level != 0 || team_limit < 1 || team_limit > 16;
	if (e)
		printf("teams region: level %d, thread limit %d\n", team_level, team_limit);
	errors += e;

	printf("%s\n", errors ? "FAIL" : "PASS");
	return errors != 0;
}
