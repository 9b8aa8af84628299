// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// Device directives given by the _Pragma operator (C11 6.10.9): written out,
// through PRAGMA(x) macros (_Pragma(#x), _Pragma(STR(x)), _Pragma(#__VA_ARGS__)),
// and macros whose replacement list is _Pragma("omp ...").  Loops, data
// directives, and a teams region whose nested parallel region, barrier,
// atomic and critical constructs are operators too; a target construct
// and the teams construct it holds, written apart, both operators (fused
// as written lines are); clause arguments are macros.  Each result is checked against the host's, and each region
// says where it ran: on a GPU when there is one (a directive left to the
// host would run there), on the host otherwise.

#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

#define N 100003
#define R 37
#define C 129
#define COLL 2
#define NTEAMS 13
#define THREADS 64
#define STR(x) #x
#define PRAGMA(x) _Pragma(#x)
#define PRAGMA_STR(x) _Pragma(STR(x))
#define PRAGMA_VA(...) _Pragma(#__VA_ARGS__)
#define OFFLOAD _Pragma("omp target teams distribute parallel for")
#define OFFLOAD_AGAIN OFFLOAD
#define OFFLOAD_Z() _Pragma("omp target teams distribute parallel for map(tofrom: z[0:N])")
#define BARRIER PRAGMA(omp barrier)
#define ATOMIC PRAGMA(omp atomic)
#define CRITICAL _Pragma("omp critical(sums)")

static int failed;
static int initial[16]; /* omp_is_initial_device() in region k */

static void
expect(const char *what, long i, double got, double want)
{
	if (!failed && got != want) {
		printf("FAIL: %s[%ld] = %.17g, expected %.17g\n", what, i, got, want);
		failed = 1;
	}
}

/* (a), (b), (c): one loop each way; values are exact in binary */
static void
loops(int n, const double *x, double *y, double m[R][C], double *z)
{
	double sum = 0, want = 0;

	_Pragma("omp target teams distribute parallel for map(to: x[0:n]) map(from: y[0:n])")
	for (int i = 0; i < n; i++)
	{
		y[i] = 2 * x[i] + 1;
		initial[0] = omp_is_initial_device();
	}
	for (int i = 0; i < n; i++)
		expect("y", i, y[i], 2 * x[i] + 1);

	PRAGMA(omp target teams distribute parallel for map(to: y[0:n]) reduction(+: sum))
	for (int i = 0; i < n; i++) {
		sum += y[i];
		initial[1] = omp_is_initial_device();
	}
	for (int i = 0; i < n; i++)
		want += y[i];
	expect("sum", 0, sum, want);

	PRAGMA_STR(omp target teams distribute parallel for collapse(COLL) map(tofrom: m[0:R][0:C]))
	for (int i = 0; i < R; i++)
		for (int j = 0; j < C; j++) {
			m[i][j] = i * C + j;
			initial[2] = omp_is_initial_device();
		}
	PRAGMA_VA(omp target teams distribute parallel for collapse(2), map(tofrom: m[0:R][0:C]))
	for (int i = 0; i < R; i++)
		for (int j = 0; j < C; j++) {
			m[i][j] += 0.5;
			initial[3] = omp_is_initial_device();
		}
	for (int i = 0; i < R; i++)
		for (int j = 0; j < C; j++)
			expect("m", i * C + j, m[i][j], i * C + j + 0.5);

	OFFLOAD_Z()
	for (int i = 0; i < N; i++) {
		z[i] = i % 7;
		initial[4] = omp_is_initial_device();
	}
	PRAGMA(omp target enter data map(to: z[0:N]))
	OFFLOAD
	for (int i = 0; i < N; i++) {
		z[i] *= 3;
		initial[5] = omp_is_initial_device();
	}
	OFFLOAD_AGAIN
	for (int i = 0; i < N; i++) {
		z[i] += 1;
		initial[6] = omp_is_initial_device();
	}
	PRAGMA(omp target exit data map(from: z[0:N]))
	for (int i = 0; i < N; i++)
		expect("z", i, z[i], (i % 7) * 3 + 1);
}

/* target data with updates both ways between kernels */
static void
data(int n, double *w)
{
	for (int i = 0; i < n; i++)
		w[i] = i % 11;
	PRAGMA(omp target data map(tofrom: w[0:n]))
	{
		PRAGMA(omp target teams distribute parallel for)
		for (int i = 0; i < n; i++) {
			w[i] += 1;
			initial[7] = omp_is_initial_device();
		}
		_Pragma("omp target update from(w[0:n])")
		for (int i = 0; i < n; i++)
			w[i] *= 2;
		PRAGMA_STR(omp target update to(w[0:n]))
		OFFLOAD
		for (int i = 0; i < n; i++) {
			w[i] += 3;
			initial[8] = omp_is_initial_device();
		}
	}
	for (int i = 0; i < n; i++)
		expect("w", i, w[i], (i % 11 + 1) * 2 + 3);
}

/* A team per chunk of x: a block reduction in a team-level buffer
 * between barriers, the teams' sums added atomically, and each team's
 * count under a critical section. */
static void
teams(int n, const double *x)
{
	double total = 0, want = 0;
	int counted[1] = {0};

	PRAGMA(omp target teams num_teams(NTEAMS) thread_limit(THREADS) map(to: x[0:n]) map(tofrom: total, counted[0:1]))
	{
		double buf[THREADS];
		int team = omp_get_team_num();
		_Pragma("omp parallel")
		{
			int id = omp_get_thread_num(), nt = omp_get_num_threads();
			double s = 0;
			for (int i = team * nt + id; i < n; i += omp_get_num_teams() * nt)
				s += x[i];
			buf[id] = s;
			BARRIER
			for (int half = 1; half < nt; half *= 2) {
				if (id % (2 * half) == 0 && id + half < nt)
					buf[id] += buf[id + half];
				BARRIER
			}
			if (id == 0) {
				ATOMIC
				total += buf[0];
				initial[9] = omp_is_initial_device();
			}
			CRITICAL
			counted[0] += 1;
		}
	}
	for (int i = 0; i < n; i++)
		want += x[i];
	expect("total", 0, total, want);
	expect("counted", 0, counted[0], NTEAMS * THREADS);
}

/* target, then teams (and its loop), each an operator: one construct */
static void
split(int n, const double *x)
{
	double sum = 0, want = 0;
	int nteams = 0;

	PRAGMA(omp target map(to: x[0:n]) map(tofrom: sum, nteams))
	{
		PRAGMA(omp teams num_teams(NTEAMS) reduction(+: sum))
		{
			if (omp_get_team_num() == 0)
				nteams = omp_get_num_teams();
			for (int i = omp_get_team_num(); i < n; i += omp_get_num_teams())
				sum += x[i];
		}
	}
	for (int i = 0; i < n; i++)
		want += x[i];
	expect("split sum", 0, sum, want);
	expect("split teams", 0, nteams, NTEAMS);
	_Pragma("omp target map(tofrom: sum) map(to: x[0:n])")
	_Pragma("omp teams distribute parallel for reduction(+: sum)")
	for (int i = 0; i < n; i++) {
		sum -= x[i];
		initial[10] = omp_is_initial_device();
	}
	expect("split loop", 0, sum, 0);
}

int
main(void)
{
	int n = N;
	double *x = malloc(N * sizeof *x), *y = malloc(N * sizeof *y);
	double *z = malloc(N * sizeof *z), *w = malloc(N * sizeof *w);
	static double m[R][C];

	for (int k = 0; k < 11; k++)
		initial[k] = -1;

	for (int i = 0; i < n; i++)
		x[i] = (i % 13) * 0.25;
	loops(n, x, y, m, z);
	data(n, w);
	teams(n, x);
	split(n, x);
	for (int k = 0; k < 11; k++)
		expect("initial", k, initial[k], omp_get_num_devices() == 0);
	free(x);
	free(y);
	free(z);
	free(w);
	if (failed)
		return 1;
	printf("PASS\n");
	return 0;
}
