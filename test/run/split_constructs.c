// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// Split constructs and the loop and simd forms (OpenMP 5.2 17.3, 11.7, 10.4): a target
// construct whose statement is a teams or parallel construct alone, with or without braces,
// target teams holding a distribute construct alone, the loop construct bound to teams and to
// a parallel region, and the simd forms.  Each must give what the combined construct gives:
// every iteration once, reductions, clauses from both directive lines, and the teams of a
// num_teams clause on the inner line.  A target region holding parallel regions among other
// code is one team: its initial thread runs the code around them.

#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

#define N 100003

static int failed;

static void
check(const char *what, double got, double want)
{
	if (got != want && failed++ < 10)
		printf("%s: %.17g, want %.17g\n", what, got, want);
}

static void
check_all(const char *what, const int *hits, int n, int want)
{
	int bad = 0;

	for (int i = 0; i < n; i++)
		bad += hits[i] != want;
	check(what, bad, 0);
}

int
main(void)
{
	int *hits = calloc(N, sizeof *hits);
	double *x = malloc(N * sizeof *x), *y = malloc(N * sizeof *y);
	double want = 0;

	for (int i = 0; i < N; i++) {
		x[i] = (i % 7) - 3;
		y[i] = 1;
		want += x[i];
	}

	/* target holding teams distribute parallel for, braced */
#pragma omp target map(tofrom: hits[0:N])
	{
#pragma omp teams distribute parallel for
		for (int i = 0; i < N; i++)
			hits[i]++;
	}
	check_all("target { teams distribute parallel for }", hits, N, 1);

	/* the same without braces, clauses on both lines; the inner line's reduction maps
	 * nothing (OpenMP 5.2 5.8.9): sum is mapped on the target line, lost is firstprivate on
	 * the target construct, whose copy gets the result (as with gcc) */
	double sum = 0, lost = 0;
#pragma omp target map(to: x[0:N]) map(tofrom: hits[0:N]) map(tofrom: sum)
#pragma omp teams distribute parallel for reduction(+: sum, lost)
	for (int i = 0; i < N; i++) {
		hits[i]++;
		sum += x[i];
		lost += x[i];
	}
	check_all("target + teams distribute parallel for", hits, N, 2);
	check("sum, split", sum, want);
	check("sum, split, firstprivate on target", lost, 0);

	/* target teams holding distribute parallel for */
#pragma omp target teams map(tofrom: hits[0:N])
	{
#pragma omp distribute parallel for
		for (int i = 0; i < N; i++)
			hits[i]++;
	}
	check_all("target teams { distribute parallel for }", hits, N, 3);

	/* three lines: target, teams with num_teams, distribute parallel for simd */
	int nteams[2] = {-1, -1};
#pragma omp target map(tofrom: hits[0:N], nteams)
	{
#pragma omp teams num_teams(6)
		{
#pragma omp distribute parallel for simd
			for (int i = 0; i < N; i++) {
				hits[i]++;
				if (i == 0) {
					nteams[0] = omp_get_num_teams();
					nteams[1] = omp_is_initial_device();
				}
			}
		}
	}
	check_all("target { teams { distribute parallel for simd } }", hits, N, 4);
	/* 6 teams, on the GPU and under the host fallback's teams construct */
	check("num_teams on the inner line", nteams[0], 6);

	/* target holding parallel for */
#pragma omp target map(tofrom: hits[0:N])
#pragma omp parallel for
	for (int i = 0; i < N; i++)
		hits[i]++;
	check_all("target + parallel for", hits, N, 5);

	/* target holding teams distribute: each team's initial thread runs its iterations */
	int team_of[64];
	for (int t = 0; t < 64; t++)
		team_of[t] = -1;
#pragma omp target map(tofrom: team_of)
	{
#pragma omp teams distribute num_teams(4)
		for (int t = 0; t < 64; t++)
			team_of[t] = omp_get_team_num() < 4 ? 1 : 0;
	}
	int teams_ok = 0;
	for (int t = 0; t < 64; t++)
		teams_ok += team_of[t] == 1;
	check("teams distribute iterations", teams_ok, 64);

	/* loop bound to teams, as a combined construct and split */
	sum = 0;
#pragma omp target teams loop reduction(+: sum) map(to: x[0:N])
	for (int i = 0; i < N; i++)
		sum += x[i];
	check("target teams loop", sum, want);
	sum = 0;
#pragma omp target map(to: x[0:N]) map(tofrom: sum)
#pragma omp teams loop reduction(+: sum) bind(teams) order(concurrent)
	for (int i = 0; i < N; i++)
		sum += x[i];
	check("target + teams loop", sum, want);
	sum = 0;
#pragma omp target teams map(to: x[0:N]) map(tofrom: sum)
	{
#pragma omp loop reduction(+: sum)
		for (int i = 0; i < N; i++)
			sum += x[i];
	}
	check("target teams { loop }", sum, want);

	/* loop bound to a parallel region */
	double mx = -1e300;
#pragma omp target parallel loop reduction(max: mx) map(to: x[0:N])
	for (int i = 0; i < N; i++)
		mx = x[i] > mx ? x[i] : mx;
	check("target parallel loop", mx, 3);

	/* simd forms: y[i] = 2 x[i] + y[i], each element once */
#pragma omp target simd map(to: x[0:N]) map(tofrom: y[0:N])
	for (int i = 0; i < N; i++)
		y[i] = 2 * x[i] + y[i];
#pragma omp target teams distribute simd map(to: x[0:N]) map(tofrom: y[0:N])
	for (int i = 0; i < N; i++)
		y[i] = 2 * x[i] + y[i];
#pragma omp target map(to: x[0:N]) map(tofrom: y[0:N])
#pragma omp simd
	for (int i = 0; i < N; i++)
		y[i] = y[i] - x[i];
	int bad = 0;
	for (int i = 0; i < N; i++)
		bad += y[i] != 1 + 3 * x[i];
	check("simd forms", bad, 0);

	/* target holding parallel regions among other code: the region's initial thread runs
	 * the code around them, a team of threads each region */
	double total = 0;
	int nthr[2] = {0, 0};
#pragma omp target map(to: x[0:N]) map(tofrom: y[0:N], total, nthr)
	{
		double scale = 2.0;
		nthr[0] = omp_get_num_teams();
#pragma omp parallel for
		for (int i = 0; i < N; i++)
			y[i] = scale * x[i];
#pragma omp parallel
		{
			if (omp_get_thread_num() == 0)
				nthr[1] = omp_get_num_threads();
#pragma omp for reduction(+: total)
			for (int i = 0; i < N; i++)
				total += y[i];
		}
		total += 1;
	}
	check("target { code; parallel for; parallel }", total, 2 * want + 1);
	check("teams of a target region", nthr[0], 1);
	check("threads of its parallel region > 1", nthr[1] > 1, 1);

	if (failed) {
		printf("FAIL: %d checks\n", failed);
		return 1;
	}
	printf("PASS\n");
	free(hits);
	free(x);
	free(y);
	return 0;
}
