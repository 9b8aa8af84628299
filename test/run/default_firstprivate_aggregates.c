// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// default(firstprivate) on combined target constructs (OpenMP 5.1
// 2.21.4.1) of arrays, structs and unions: each thread (or team) gets
// its own copy, starting from the host's values, and the variables keep
// their values after the region.  An iteration reads nothing an earlier
// one of its thread may have written in the copies.

#include <omp.h>
#include <stdio.h>

#define N 64

typedef struct {
	int id;
	double w[3];
} rec;

typedef union {
	int i;
	float f;
} num;

int
main(void)
{
	int a[N], out[N], err = 0, teams_ok[4] = {1, 1, 1, 1}, par_err = 0;
	rec r = {7, {1.5, 2.5, 3.5}};
	num u;

	u.i = 3;
	for (int i = 0; i < N; i++)
		a[i] = 2 * i;
#pragma omp target teams distribute parallel for default(firstprivate) shared(out) map(from: out)
	for (int i = 0; i < N; i++) {
		out[i] = a[i] + r.id + (int)r.w[2] + u.i; /* 2i + 7 + 3 + 3 */
		a[i] = -1;
		r.w[0] = -i;
	}
	for (int i = 0; i < N; i++)
		err += out[i] != 2 * i + 13;
#pragma omp target parallel for default(firstprivate) shared(out) map(from: out)
	for (int i = 0; i < N; i++) {
		r.w[0] = i;
		out[i] = a[i] + (int)r.w[0] + u.i;
		a[i] = 0;
	}
	for (int i = 0; i < N; i++)
		err += out[i] != 3 * i + 3;
	/* every team's initial thread, then every thread, writes its copy
	 * whole and reads it back */
#pragma omp target teams num_teams(4) default(firstprivate) shared(teams_ok) map(tofrom: teams_ok)
	{
		int ok = a[N - 1] == 2 * (N - 1) && r.id == 7 && u.i == 3;
		for (int i = 0; i < N; i++)
			a[i] = omp_get_team_num();
		r.id = omp_get_team_num();
		for (int i = 0; i < N; i++)
			ok &= a[i] == r.id;
		teams_ok[omp_get_team_num() % 4] &= ok;
	}
#pragma omp target parallel num_threads(8) default(firstprivate) shared(par_err) map(tofrom: par_err)
	{
		int me = omp_get_thread_num(), ok = a[1] == 2 && r.w[1] == 2.5 && u.i == 3;
		for (int i = 0; i < N; i++)
			a[i] = me;
		u.i = me;
		for (int i = 0; i < N; i++)
			ok &= a[i] == u.i;
		if (!ok) {
#pragma omp atomic
			par_err++;
		}
	}
	for (int i = 0; i < N; i++)
		err += a[i] != 2 * i;
	err += r.id != 7 || r.w[0] != 1.5 || u.i != 3;
	for (int t = 0; t < 4; t++)
		err += !teams_ok[t];
	if (err || par_err) {
		printf("FAIL: %d errors, threads %d\n", err, par_err);
		return 1;
	}
	printf("PASS\n");
	return 0;
}
