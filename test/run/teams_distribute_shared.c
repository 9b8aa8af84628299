// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// target teams distribute without nested parallel regions: lastprivate scalars and arrays (also
// on target teams + distribute, with dist_schedule, with collapse), and mapped scalars and
// structs the region writes: one device copy, which the teams' initial threads share, each
// team running its iterations in order.

#include <omp.h>
#include <stdio.h>

#define N 1000

struct span {
	int lo, hi;
};

static int failed;

static void
check(const char *what, long got, long want)
{
	if (got != want && failed++ < 20)
		printf("FAIL: %s = %ld, expected %ld\n", what, got, want);
}

static void
lastprivates(const int *a, int n)
{
	int last = -1, lastd = -1, cell = -1, lost = -1;
	double pair[2] = {-1, -1}, pd[2] = {-1, -1};
	long grid[2][3] = {{0}};

#pragma omp target teams distribute map(to: a[0:n]) lastprivate(last, pair)
	for (int i = 0; i < n; i++) {
		last = a[i] * 3;
		pair[0] = i;
		pair[1] = a[i] + 0.5;
	}
	check("lastprivate scalar", last, a[n - 1] * 3);
	check("lastprivate array [0]", (long)pair[0], n - 1);
	check("lastprivate array [1]", (long)(pair[1] * 2), a[n - 1] * 2 + 1);

	/* the distribute construct's lastprivate maps nothing (OpenMP 5.2 5.8.9): lastd is mapped
	 * here, arrays are mapped tofrom anyway, and lost is firstprivate on the target construct,
	 * whose copy gets the last value */
#pragma omp target teams map(to: a[0:n]) map(tofrom: lastd) num_teams(7)
#pragma omp distribute lastprivate(lastd, pd, grid, lost) dist_schedule(static, 13)
	for (int i = 0; i < n; i++) {
		lastd = i;
		lost = i;
		pd[0] = a[i];
		pd[1] = -i;
		for (int r = 0; r < 2; r++)
			for (int c = 0; c < 3; c++)
				grid[r][c] = (long)i * 10 + r * 3 + c;
	}
	check("teams + distribute lastprivate", lastd, n - 1);
	check("teams + distribute lastprivate, firstprivate on target", lost, -1);
	check("teams + distribute lastprivate array", (long)pd[0] + (long)pd[1], a[n - 1] - (n - 1));
	check("lastprivate 2-d array", grid[1][2], (long)(n - 1) * 10 + 5);

#pragma omp target teams distribute collapse(2) lastprivate(cell)
	for (int r = 0; r < 30; r++)
		for (int c = 0; c < 40; c++)
			cell = r * 100 + c;
	check("lastprivate with collapse", cell, 29 * 100 + 39);
}

static void
shared(const int *a, int n)
{
	int team[N], nteams = -1, count = 0, sum = 0, seen = -1, ok = 1;
	struct span s = {-1, -1};

	/* every team writes the same value */
#pragma omp target teams distribute map(from: nteams) map(from: team[0:n]) num_teams(4)
	for (int i = 0; i < n; i++) {
		nteams = omp_get_num_teams();
		team[i] = omp_get_team_num();
	}
	check("every team writes its count", nteams >= 1 && nteams <= 4, 1);

	/* team 0 alone counts its iterations, sums them and reads back what it wrote: no race
	 * (the other teams never touch them), each a read-modify-write of the shared copy */
#pragma omp target teams distribute map(tofrom: count, sum, seen, ok) map(from: team[0:n]) \
	map(to: a[0:n]) num_teams(3) dist_schedule(static, 10)
	for (int i = 0; i < n; i++) {
		team[i] = omp_get_team_num();
		if (omp_get_team_num() == 0) {
			count++;
			sum += a[i];
			if (seen >= i)
				ok = 0; /* iterations in order */
			seen = i;
		}
	}
	int rcount = 0, rsum = 0, rseen = -1;
	for (int i = 0; i < n; i++)
		if (team[i] == 0) {
			rcount++;
			rsum += a[i];
			rseen = i;
		}
	check("team 0's iterations counted", count, rcount);
	check("team 0's sum", sum, rsum);
	check("team 0's last iteration", seen, rseen);
	check("team 0's iterations in order", ok, 1);
	check("dist_schedule(static, 10): 10 to team 0 first", team[9] == 0 && team[10] != 0, 1);

	/* a struct the region writes is mapped tofrom (OpenMP 5.2 5.8.9): one writer each */
#pragma omp target teams distribute map(to: a[0:n])
	for (int i = 0; i < n; i++) {
		if (i == 0)
			s.lo = a[i];
		if (i == n - 1)
			s.hi = a[i];
	}
	check("struct written: lo", s.lo, a[0]);
	check("struct written: hi", s.hi, a[n - 1]);
}

int
main(void)
{
	static int a[N];

	for (int i = 0; i < N; i++)
		a[i] = (i * 37) % 101;
	lastprivates(a, N);
	lastprivates(a, 1);
	shared(a, N);
	if (failed)
		return 1;
	printf("PASS\n");
	return 0;
}
