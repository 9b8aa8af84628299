// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// The dispatch construct (OpenMP 5.1 2.14.6): its call calls the
// declare variant that matches construct={dispatch}; novariants true
// calls the base, nocontext true chooses without dispatch; device sets
// default-device-var during the call only; depend waits for the tasks
// it names; so does a taskwait with depend and nowait.  The variant offloads, so on the GPU its kernel runs too.

#include <omp.h>
#include <stdio.h>

#define N 512

static int fails;

static void
check(const char *what, int got, int want)
{
	if (got != want) {
		printf("FAIL %s: %d, want %d\n", what, got, want);
		fails++;
	}
}

int scale_variant(int *v, int k);

#pragma omp declare variant(scale_variant) match(construct = {dispatch})
int
scale(int *v, int k)
{
	for (int i = 0; i < N; i++)
		v[i] += k;
	return 1;
}

int
scale_variant(int *v, int k)
{
#pragma omp target teams distribute parallel for map(tofrom: v[0:N])
	for (int i = 0; i < N; i++)
		v[i] += 10 * k;
	return 2 + 100 * omp_get_default_device();
}

int
main(void)
{
	int v[N] = {0}, r, yes = 1, no = 0, dev = omp_get_default_device();
	int d = omp_get_num_devices() > 0 ? omp_get_num_devices() - 1 : 0;

	r = scale(v, 1);
	check("base", r * 1000 + v[N - 1], 1001);
#pragma omp dispatch
	r = scale(v, 2);
	check("dispatch", r * 1000 + v[N - 1], 2021);
#pragma omp dispatch novariants(yes)
	r = scale(v, 3);
	check("novariants(1)", r * 1000 + v[N - 1], 1024);
#pragma omp dispatch novariants(no) nocontext(no)
	r = scale(v, 1);
	check("novariants(0)", r * 1000 + v[N - 1], 2034);
#pragma omp dispatch nocontext(yes + no)
	r = scale(v, 1);
	check("nocontext(1)", r * 1000 + v[N - 1], 1035);
#pragma omp dispatch device(d) nowait
	r = scale(v, 1);
	check("device", r, 2 + 100 * d);
	check("device after", omp_get_default_device(), dev);
	check("device values", v[0], 45);

	int x = 0;
#pragma omp parallel num_threads(2)
#pragma omp single
	{
#pragma omp task depend(out: x)
		x = 7;
#pragma omp dispatch depend(in: x)
		r = scale(v, x);
		/* OpenMP 5.1 taskwait nowait: a task with its dependences */
#pragma omp task depend(out: x)
		x = 8;
#pragma omp taskwait depend(inout: x) nowait
#pragma omp task depend(in: x)
		r = x;
	}
	check("depend", v[0], 115);
	check("taskwait nowait", r, 8);
	if (!fails)
		printf("PASS\n");
	return fails != 0;
}
