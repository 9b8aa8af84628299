// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// Declared reductions of structs (OpenMP 5.2 5.5.11): a minimum with its
// index (ties to the lowest index) on a target teams distribute parallel
// for, with an initializer; a complex sum without one (each copy starts
// at zero) on a parallel for nested in target teams distribute, into a
// variable each team declares (long loops: a team on a block; short ones:
// a team on a warp), and on a parallel for nested in a parallel region
// (a team of one thread: each thread combines into its own variable), and on a combined construct into a mapped
// variable whose first value counts once; a maximum with its index whose
// combiner and initializer call the program's functions, which no target
// region calls (the .cu file compiles them for the device).  Each result
// is checked against a serial loop on the host; a minimum declared for
// int and long at once (and a typedef of long), on a combined loop and on short parallel loops
// nested in teams distribute (a team variable each lane holds).

#include <omp.h>
#include <stdio.h>

#define N 100000
#define TEAMS 50
#define PER 400
#define SHORT 20

struct MinIdx {
	float v;
	int i;
};

typedef struct {
	double re, im;
} Cplx;

typedef long big;

#pragma omp declare reduction(minidx : struct MinIdx : \
	omp_out = omp_in.v < omp_out.v || (omp_in.v == omp_out.v && omp_in.i < omp_out.i) \
	        ? omp_in : omp_out) \
	initializer(omp_priv = (struct MinIdx){1e30f, -1})
#pragma omp declare reduction(csum : Cplx : omp_out.re += omp_in.re, omp_out.im += omp_in.im)

static struct MinIdx
later_max(struct MinIdx x, struct MinIdx y)
{
	return y.v > x.v || (y.v == x.v && y.i > x.i) ? y : x;
}

static void
no_max(struct MinIdx *p)
{
	p->v = -1e30f;
	p->i = -1;
}

#pragma omp declare reduction(maxidx : struct MinIdx : omp_out = later_max(omp_out, omp_in)) \
	initializer(no_max(&omp_priv))

#pragma omp declare reduction(least : int, long : omp_out = omp_in < omp_out ? omp_in : omp_out) \
	initializer(omp_priv = 2147483647)

static float a[N];
static double x[TEAMS * PER];
static Cplx part[TEAMS], short_part[TEAMS], own_part[64];
static int least_part[TEAMS];

int
main(void)
{
	int failed = 0;

	for (int i = 0; i < N; i++)
		a[i] = (float)((i * 7919 + 13) % 10007) - 5000.0f;
	for (int i = 0; i < TEAMS * PER; i++)
		x[i] = (double)((i * 37) % 101) * 0.25;

	struct MinIdx m = {1e30f, -1};
#pragma omp target teams distribute parallel for reduction(minidx : m) map(to: a)
	for (int i = 0; i < N; i++)
		if (a[i] < m.v || (a[i] == m.v && i < m.i)) {
			m.v = a[i];
			m.i = i;
		}
	struct MinIdx sm = {1e30f, -1};
	for (int i = 0; i < N; i++)
		if (a[i] < sm.v) {
			sm.v = a[i];
			sm.i = i;
		}
	if (m.v != sm.v || m.i != sm.i) {
		printf("minidx: %g at %d, expected %g at %d\n", m.v, m.i, sm.v, sm.i);
		failed = 1;
	}

#pragma omp target teams distribute map(to: x) map(from: part)
	for (int t = 0; t < TEAMS; t++) {
		Cplx p = {0.0, 0.0};
#pragma omp parallel for reduction(csum : p)
		for (int j = 0; j < PER; j++) {
			p.re += x[t * PER + j];
			p.im -= 2.0 * x[t * PER + j];
		}
		part[t] = p;
	}
	for (int t = 0; t < TEAMS; t++) {
		Cplx q = {0.0, 0.0};
		for (int j = 0; j < PER; j++) {
			q.re += x[t * PER + j];
			q.im -= 2.0 * x[t * PER + j];
		}
		if (q.re != part[t].re || q.im != part[t].im) {
			printf("csum of team %d: %g %g, expected %g %g\n", t, part[t].re, part[t].im,
			       q.re, q.im);
			failed = 1;
		}
	}

#pragma omp target teams distribute map(to: x) map(from: short_part)
	for (int t = 0; t < TEAMS; t++) {
		Cplx p = {0.0, 0.0};
#pragma omp parallel for reduction(csum : p)
		for (int j = 0; j < SHORT; j++) {
			p.re += x[t * SHORT + j];
			p.im += 1.0;
		}
		short_part[t] = p;
	}
	for (int t = 0; t < TEAMS; t++) {
		Cplx q = {0.0, 0.0};
		for (int j = 0; j < SHORT; j++) {
			q.re += x[t * SHORT + j];
			q.im += 1.0;
		}
		if (q.re != short_part[t].re || q.im != short_part[t].im) {
			printf("csum of short team %d: %g %g, expected %g %g\n", t, short_part[t].re,
			       short_part[t].im, q.re, q.im);
			failed = 1;
		}
	}

#pragma omp target teams num_teams(1) thread_limit(64) map(to: x) map(from: own_part)
	{
#pragma omp parallel num_threads(64)
		{
			int t = omp_get_thread_num();
			Cplx p = {0.0, 0.0};
#pragma omp parallel for reduction(csum : p)
			for (int j = 0; j < SHORT; j++) {
				p.re += x[t * SHORT + j];
				p.im += 2.0;
			}
			own_part[t] = p;
		}
	}
	for (int t = 0; t < 64; t++) {
		Cplx q = {0.0, 0.0};
		for (int j = 0; j < SHORT; j++) {
			q.re += x[t * SHORT + j];
			q.im += 2.0;
		}
		if (q.re != own_part[t].re || q.im != own_part[t].im) {
			printf("csum of thread %d: %g %g, expected %g %g\n", t, own_part[t].re,
			       own_part[t].im, q.re, q.im);
			failed = 1;
		}
	}

	Cplx s = {1.0, -2.0}, ss = {1.0, -2.0};
#pragma omp target teams distribute parallel for reduction(csum : s) map(to: x)
	for (int i = 0; i < TEAMS * PER; i++) {
		s.re += x[i];
		s.im += x[i] * 0.5;
	}
	for (int i = 0; i < TEAMS * PER; i++) {
		ss.re += x[i];
		ss.im += x[i] * 0.5;
	}
	if (s.re != ss.re || s.im != ss.im) {
		printf("csum: %g %g, expected %g %g\n", s.re, s.im, ss.re, ss.im);
		failed = 1;
	}

	struct MinIdx mx, smx;
	no_max(&mx);
	no_max(&smx);
#pragma omp target teams distribute parallel for reduction(maxidx : mx) map(to: a)
	for (int i = 0; i < N; i++)
		if (a[i] > mx.v || (a[i] == mx.v && i > mx.i)) {
			mx.v = a[i];
			mx.i = i;
		}
	for (int i = 0; i < N; i++)
		if (a[i] >= smx.v) {
			smx.v = a[i];
			smx.i = i;
		}
	if (mx.v != smx.v || mx.i != smx.i) {
		printf("maxidx: %g at %d, expected %g at %d\n", mx.v, mx.i, smx.v, smx.i);
		failed = 1;
	}

	int k = 1 << 30;
	big l = 1L << 40; /* long: the declaration for long */
#pragma omp target teams distribute parallel for reduction(least : k, l) map(to: a)
	for (int i = 0; i < N; i++) {
		if ((int)a[i] + 3 < k)
			k = (int)a[i] + 3;
		if ((long)a[i] * 2 < l)
			l = (long)a[i] * 2;
	}
	if (k != -4997 || l != -10000) {
		printf("least: %d %ld, expected -4997 -10000\n", k, l);
		failed = 1;
	}
#pragma omp target teams distribute map(to: a) map(from: least_part)
	for (int t = 0; t < TEAMS; t++) {
		int p = 1 << 30;
#pragma omp parallel for reduction(least : p)
		for (int j = 0; j < SHORT; j++)
			if ((int)a[t * SHORT + j] < p)
				p = (int)a[t * SHORT + j];
		least_part[t] = p;
	}
	for (int t = 0; t < TEAMS; t++) {
		int q = 1 << 30;
		for (int j = 0; j < SHORT; j++)
			if ((int)a[t * SHORT + j] < q)
				q = (int)a[t * SHORT + j];
		if (q != least_part[t]) {
			printf("least of team %d: %d, expected %d\n", t, least_part[t], q);
			failed = 1;
		}
	}
	printf("%s\n", failed ? "FAIL" : "PASS");
	return failed;
}
