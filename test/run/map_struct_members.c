// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// Members of a struct in map clauses (OpenMP 5.0 2.19.7.1): a scalar
// member beside sections of pointer members, nested and array members,
// a member mapped from and written by the region, target update of a
// member, ps->n through a pointer, and enter/exit data of members, the
// exit naming fewer members than the entry (the struct's piece has one
// reference per construct: the exit unmaps it, and the last region's
// map to copies the host's new value in; a reference left behind would
// leave the device's stale copy there).  On the GPU a member the clauses
// do not bring to the device would read garbage; every value is checked.
#include <stdio.h>
#include <stdlib.h>

typedef struct { int lo, hi; } Range;
typedef struct {
	long len;
	int scale;
	double *p;
	Range r;
	int arr[8];
	double bias;
	int *q;
	int out;
} S;

static int fails;

static void
check(const char *what, long got, long want)
{
	if (got != want) {
		printf("FAIL %s: %ld, want %ld\n", what, got, want);
		fails++;
	}
}

/* scalar member beside two pointer members' sections, by value */
static long
scalar_beside(S s)
{
	long sum = 0;
#pragma omp target teams distribute parallel for reduction(+: sum) map(to: s.scale) \
	map(to: s.p[0:s.len]) map(to: s.q[:s.len])
	for (long i = 0; i < s.len; i++)
		sum += (long)s.p[i] * s.q[i] * s.scale;
	return sum;
}

/* nested and array members, one written back */
static void
nested_and_array(S *ps)
{
	S s = *ps;
#pragma omp target map(to: s.r.lo, s.r.hi) map(to: s.arr) map(from: s.out)
	{
		int t = 0;
		for (int i = s.r.lo; i < s.r.hi; i++)
			t += s.arr[i];
		s.out = t;
	}
	ps->out = s.out;
}

/* a section of an array member, and a member through a pointer */
static void
through_pointer(S *ps)
{
#pragma omp target map(to: ps->arr[2:4]) map(tofrom: ps->out) map(to: ps->scale)
	{
		ps->out = (ps->arr[2] + ps->arr[5]) * ps->scale;
	}
}

/* enter data of members, updates of one, exit data of fewer */
static void
data_members(S *ps)
{
	int before;
#pragma omp target enter data map(to: ps->scale, ps->out)
	ps->scale = 100;
#pragma omp target update to(ps->scale)
#pragma omp target map(from: before)
	{
		before = ps->out;
		ps->out = ps->scale + 1;
	}
	check("device copy of ps->out before the update", before, 7);
#pragma omp target update from(ps->out)
	check("ps->out after update from", ps->out, 101);
#pragma omp target exit data map(from: ps->out)
	check("ps->out after exit data", ps->out, 101);
}

int
main(void)
{
	S s = {0};
	s.len = 1000;
	s.scale = 3;
	s.p = malloc(s.len * sizeof *s.p);
	s.q = malloc(s.len * sizeof *s.q);
	for (long i = 0; i < s.len; i++) {
		s.p[i] = (double)(i % 10);
		s.q[i] = 2;
	}
	for (int i = 0; i < 8; i++)
		s.arr[i] = i * i;
	s.r.lo = 1;
	s.r.hi = 4;
	check("scalar member beside sections", scalar_beside(s), 4500L * 2 * 3 / 1);
	nested_and_array(&s);
	check("nested and array members", s.out, 1 + 4 + 9);
	s.scale = 2;
	through_pointer(&s);
	check("ps->arr[2:4] and ps->scale", s.out, (4 + 25) * 2);
	s.out = 7;
	data_members(&s);
	/* the piece is unmapped: a new region copies the host's values */
	s.scale = 5;
	s.out = 0;
#pragma omp target map(to: s.scale) map(tofrom: s.out)
	s.out = s.scale * 2;
	check("members mapped again", s.out, 10);
	free(s.p);
	free(s.q);
	if (!fails)
		printf("PASS\n");
	return fails != 0;
}
