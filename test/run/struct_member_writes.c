// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s --check-prefix=CUDA
// CHECK: PASS
// A struct no clause maps is mapped tofrom (OpenMP 5.2 5.8.9): elements of
// its array members written by the threads of a parallel loop come back,
// with or without defaultmap(tofrom: aggregate), for a nested array and an
// array inside a nested struct too: the kernel names the struct's device
// copy, not a copy per thread.
// CUDA-COUNT-8: struct S &t = *o2c_ref_t; /* the device copy */
#include <stdio.h>

#define N 300

struct In {
	int x[4];
};
struct S {
	int a[N];
	int b[N];
	double m[3][N];
	struct In in[N];
};

static struct S s;
static int bad;

static void
reset(void)
{
	for (int i = 0; i < N; i++) {
		s.a[i] = i;
		s.b[i] = 0;
		for (int k = 0; k < 3; k++)
			s.m[k][i] = 0;
		s.in[i].x[2] = 0;
	}
}

static void
check(const char *what)
{
	for (int i = 0; i < N; i++)
		if (s.b[i] != i || s.m[2][i] != 2.0 * i || s.in[i].x[2] != -i) {
			printf("FAIL %s at %d\n", what, i);
			bad++;
			return;
		}
}

static void
plain(void)
{
	struct S t = s;
#pragma omp target teams distribute parallel for
	for (int i = 0; i < N; i++) {
		t.b[i] = t.a[i];
		t.m[2][i] = 2.0 * t.a[i];
		t.in[i].x[2] = -t.a[i];
	}
	s = t;
}

static void
aggregate(void)
{
	struct S t = s;
#pragma omp target teams loop defaultmap(tofrom: aggregate)
	for (int i = 0; i < N; i++) {
		t.b[i] = t.a[i];
		t.m[2][i] = 2.0 * t.a[i];
		t.in[i].x[2] = -t.a[i];
	}
	s = t;
}

static void
parallel_for(void)
{
	struct S t = s;
#pragma omp target parallel for
	for (int i = 0; i < N; i++) {
		t.b[i] = t.a[i];
		t.m[2][i] = 2.0 * t.a[i];
		t.in[i].x[2] = -t.a[i];
	}
	s = t;
}

static void
mapped(void)
{
	struct S t = s;
#pragma omp target teams distribute parallel for map(tofrom: t)
	for (int i = 0; i < N; i++) {
		t.b[i] = t.a[i];
		t.m[2][i] = 2.0 * t.a[i];
		t.in[i].x[2] = -t.a[i];
	}
	s = t;
}

int
main(void)
{
	reset();
	plain();
	check("plain");
	reset();
	aggregate();
	check("defaultmap(tofrom: aggregate)");
	reset();
	parallel_for();
	check("target parallel for");
	reset();
	mapped();
	check("map(tofrom: t)");
	printf("%s\n", bad ? "FAIL" : "PASS");
	return bad != 0;
}
