// Pointer members of the structs among a struct's members (OpenMP 5.2
// 5.8.3: the members of a mapped struct are list items, and theirs):
// sections of them in map clauses attach the struct's device copy to
// the section, as a direct pointer member's do; a region reaching them
// through the members (s.in.x.p[i], ps->in.y.p[i]) attaches them where
// the data is present, and a member passed whole to a function
// (sum(d.in)), each pointer inside it.  On the GPU an unattached
// pointer would hold a host address.
// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
#include <stdio.h>
#include <stdlib.h>

struct vec { double *p; int n; };
struct pair { struct vec x, y; int k; };
struct deep { int tag; struct pair in; };

static double
sum(struct pair q)
{
	double s = 0;
	for (int i = 0; i < q.x.n; i++)
		s += q.x.p[i] * q.y.p[i];
	return s;
}

int
main(void)
{
	int n = 100, bad = 0;
	double *a = malloc(n * sizeof *a), *b = malloc(n * sizeof *b), s = 0, t = 0;
	struct pair pr = {{a, n}, {b, n}, 3};
	struct deep d = {7, {{a, n}, {b, n}, 2}};
	struct deep *pd = &d;

	for (int i = 0; i < n; i++)
		a[i] = i, b[i] = 2;
	/* sections of the nested pointer members, attached to pr's copy */
#pragma omp target map(tofrom: pr.x.p[0:n]) map(to: pr.y.p[0:n])
	for (int i = 0; i < pr.x.n; i++)
		pr.x.p[i] += pr.y.p[i] * pr.k;
	for (int i = 0; i < n; i++)
		bad += a[i] != i + 6;
	/* present data, reached through members of members */
#pragma omp target data map(tofrom: a[0:n], b[0:n])
	{
#pragma omp target map(tofrom: s)
		s = sum(d.in);
#pragma omp target teams distribute parallel for
		for (int i = 0; i < n; i++)
			pd->in.y.p[i] = pd->in.x.p[i] * pd->in.k + pd->tag;
	}
	for (int i = 0; i < n; i++) {
		t += (i + 6) * 2.0;
		bad += b[i] != (i + 6) * 2 + 7;
	}
	bad += s != t;
	/* a data construct maps the struct and a nested member's section */
#pragma omp target data map(to: d) map(tofrom: d.in.x.p[0:n])
	{
#pragma omp target teams distribute parallel for
		for (int i = 0; i < n; i++)
			d.in.x.p[i] = -d.in.x.p[i];
	}
	for (int i = 0; i < n; i++)
		bad += a[i] != -(i + 6);
	printf("%s\n", bad ? "FAIL" : "PASS");
	free(a);
	free(b);
	return bad != 0;
}
