// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// linear on combined loop constructs (OpenMP 5.0 2.19.4.6): in each iteration the thread's copy
// starts at the original's value plus the logical iteration number times the step, whatever
// thread runs it, and after the loop the original has the last iteration's value.  The
// original's value as the region begins is its device copy's: a target data region maps it,
// and a target region changes it before the linear one.  Each body steps its variable, as a
// linear one is used: the kernel sets the copy at every iteration, libgomp (the host fallback)
// at the start of each thread's chunk, which then agree.

#include <stdio.h>

#define N 5000

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
	int v = 7, step = 3;
	long w = -100;
	unsigned short u = 1;

#pragma omp target parallel for linear(v: step) map(tofrom: a)
	for (int i = 0; i < N; i++) {
		a[i] = v;
		v += step;
	}
	for (int i = 0; i < N; i++)
		check("linear(v: step)", a[i], 7 + 3L * i);
	check("v after", v, 7 + 3L * N);

#pragma omp target data map(tofrom: w)
	{
#pragma omp target map(tofrom: w)
		w = 1000; /* the device copy's value is the start */
#pragma omp target parallel for simd collapse(2) linear(w: -2) map(tofrom: a)
		for (int i = 0; i < 50; i++)
			for (int j = 0; j < N / 50; j++) {
				a[i * (N / 50) + j] = (int)w;
				w -= 2;
			}
	}
	for (int i = 0; i < N; i++)
		check("collapse(2) linear(w: -2)", a[i], 1000 - 2L * i);
	check("w after", w, 1000 - 2L * N);

#pragma omp target teams distribute parallel for map(tofrom: a)
	for (int i = 0; i < N; i++)
		a[i] = 0;
#pragma omp target parallel for linear(u) map(tofrom: a) schedule(static, 7)
	for (int i = 0; i < 100; i++)
		a[i] = u++;
	for (int i = 0; i < 100; i++)
		check("linear(u), schedule(static, 7)", a[i], 1 + i);
	check("u after", u, 101);
	if (!failed)
		printf("PASS\n");
	return failed != 0;
}
