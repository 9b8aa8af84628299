// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// lastprivate on worksharing loops nested in target regions (OpenMP 5.2 5.4.5, 11.7): for in
// target parallel, parallel for in target, loop bound to a parallel region or a teams region,
// of a scalar the body sets and of the loop's own variable (one step past the last iteration),
// with collapse and a schedule.

#include <stdio.h>

#define N 1000

static int failed;

static void
check(const char *what, long got, long want)
{
	if (got != want && failed++ < 10)
		printf("FAIL: %s: %ld, want %ld\n", what, got, want);
}

int
main(void)
{
	static int a[N];
	int x = -1, i = -1, j = -1, r = 0, s = 0;

#pragma omp target parallel map(tofrom: a, x, i)
	{
#pragma omp for lastprivate(x, i) schedule(static, 3)
		for (i = 0; i < N; i++) {
			x = 2 * i;
			a[i] = x;
		}
	}
	check("for: scalar", x, 2 * (N - 1));
	check("for: loop variable", i, N);

#pragma omp target map(tofrom: a, r)
	{
		double t = -1;
#pragma omp parallel for lastprivate(t)
		for (int k = 0; k < N; k++)
			t = a[k] * 0.5;
		r = (int)t;
	}
	check("parallel for in target", r, N - 1);

#pragma omp target parallel map(tofrom: i, j)
	{
#pragma omp loop lastprivate(i, j) collapse(2)
		for (i = 0; i < 30; i++)
			for (j = 40; j > 0; j -= 4)
				a[i * 10 + j / 4 - 1] = i;
	}
	check("loop collapse outer", i, 30);
	check("loop collapse inner", j, 0);

#pragma omp target teams num_teams(4) map(tofrom: a, s)
	{
#pragma omp loop lastprivate(s)
		for (s = 0; s < N; s += 7)
			a[s] = s;
	}
	check("loop bound to teams", s, 1001);
	if (!failed)
		printf("PASS\n");
	return failed != 0;
}
