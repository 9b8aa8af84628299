// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// The present map-type modifier (OpenMP 5.1 2.21.7.1) on storage that is present: map(present,
// to: ...) and map(present, alloc: ...) on target and target data, merged with another map of
// the same item (the present one is checked first), target update to(present: ...) and
// from(present: ...), a declare mapper whose items have it, and defaultmap(present) per
// category (2.21.7.3).  A present item copies nothing on entry: where the regions run on a
// device, they see the values of the device copies (set before the host changed its own), not
// the host's; the host fallback's regions work on the host's storage.  A target data region's
// present item is not checked again at its end.

#include <omp.h>
#include <stdio.h>

#define N 512

typedef struct Pair {
	int n;
	double *d;
} Pair;

#pragma omp declare mapper(keep: Pair p) map(present, tofrom: p, p.d[0:p.n])

static int failures;

static void
expect(const char *what, long got, long want)
{
	if (got != want) {
		printf("FAIL %s: %ld, expected %ld\n", what, got, want);
		failures++;
	}
}

/* map(present, alloc/to: a) inside a data region: nothing is copied in. */
static void
modifier_on_target(void)
{
	int a[N], dev = 0;

	for (int i = 0; i < N; i++)
		a[i] = i;
#pragma omp target data map(to: a)
	{
		for (int i = 0; i < N; i++)
			a[i] = -1; /* the device copy keeps i */
#pragma omp target map(present, alloc: a) map(from: dev)
		{
			dev = !omp_is_initial_device();
			for (int i = 0; i < N; i++)
				a[i] += 2;
		}
#pragma omp target update from(present: a)
	}
	for (int i = 0; i < N; i++)
		expect("present alloc", a[i], dev ? i + 2 : 1);
}

/* map(present, to: x) map(from: x): one item, checked before mapping. */
static void
merged_items(void)
{
	int x[N], dev = 0;

	for (int i = 0; i < N; i++)
		x[i] = i;
#pragma omp target data map(tofrom: x)
	{
#pragma omp target map(present, to: x) map(from: x) map(from: dev)
		{
			dev = !omp_is_initial_device();
			for (int i = 0; i < N; i++)
				x[i] += i;
		}
	}
	for (int i = 0; i < N; i++)
		expect("merged", x[i], 2 * i);
	(void)dev;
}

/* target update to(present: ...) copies, as update to(...) does. */
static void
update_to_present(void)
{
	double v[N];
	int dev = 0;

#pragma omp target enter data map(alloc: v)
	for (int i = 0; i < N; i++)
		v[i] = 0.5 * i;
#pragma omp target update to(present: v)
#pragma omp target map(present, tofrom: v) map(from: dev)
	{
		dev = !omp_is_initial_device();
		for (int i = 0; i < N; i++)
			v[i] *= 2;
	}
#pragma omp target exit data map(present, from: v)
	for (int i = 0; i < N; i++)
		expect("update to present", (long)v[i], i);
	(void)dev;
}

/* The mapper's items have the present modifier: the struct and its
 * section must be mapped already; its regions see the device copies. */
static void
mapper_present(void)
{
	double d[N];
	Pair p = {N, d};
	int dev = 0;

	for (int i = 0; i < N; i++)
		d[i] = i;
#pragma omp target enter data map(to: p, p.d[0:p.n])
	for (int i = 0; i < N; i++)
		d[i] = -1; /* the device copy keeps i */
#pragma omp target map(mapper(keep), tofrom: p) map(from: dev)
	{
		dev = !omp_is_initial_device();
		for (int i = 0; i < p.n; i++)
			p.d[i] += 1;
	}
#pragma omp target exit data map(from: p, p.d[0:p.n])
	for (int i = 0; i < N; i++)
		expect("mapper", (long)d[i], dev ? i + 1 : 0);
}

/* defaultmap(present) of each category: the device copies are used. */
static void
defaultmap_present(void)
{
	int s = 7, a[N], dev = 0;
	Pair q = {3, NULL};

	for (int i = 0; i < N; i++)
		a[i] = i;
#pragma omp target enter data map(to: s, a, q)
	s = 100;
	q.n = 100;
	for (int i = 0; i < N; i++)
		a[i] = -5;
#pragma omp target defaultmap(present) map(from: dev)
	{
		dev = !omp_is_initial_device();
		for (int i = 0; i < N; i++)
			a[i] += s + q.n;
		s++;
	}
#pragma omp target defaultmap(present: scalar) defaultmap(present: aggregate) map(from: dev)
	{
		for (int i = 0; i < N; i++)
			a[i] += s;
	}
#pragma omp target exit data map(from: s, a) map(delete: q)
	expect("defaultmap scalar", s, dev ? 8 : 101);
	for (int i = 0; i < N; i++)
		expect("defaultmap aggregate", a[i], dev ? i + 10 + 8 : -5 + 200 + 101);
}

/* defaultmap(present: pointer): the pointer's own storage is present,
 * and the region points it at a mapped array on the device. */
static void
defaultmap_pointer(void)
{
	int a[N], *p = NULL;

	for (int i = 0; i < N; i++)
		a[i] = i;
#pragma omp target enter data map(to: p)
#pragma omp target defaultmap(present: pointer) map(tofrom: a)
	{
		p = &a[0];
		for (int i = 0; i < N; i++)
			p[i] = 3 * i;
	}
#pragma omp target exit data map(delete: p)
	for (int i = 0; i < N; i++)
		expect("defaultmap pointer", a[i], 3 * i);
}

/* A target data region's present item need not be present at its end
 * (the modifier is checked on entry only): here exit data deletes it. */
static void
deleted_inside(void)
{
	int b[N];

	for (int i = 0; i < N; i++)
		b[i] = i;
#pragma omp target enter data map(to: b)
#pragma omp target data map(present, alloc: b)
	{
#pragma omp target exit data map(delete: b)
	}
	for (int i = 0; i < N; i++)
		expect("deleted inside", b[i], i);
}

int
main(void)
{
	modifier_on_target();
	merged_items();
	update_to_present();
	mapper_present();
	defaultmap_present();
	defaultmap_pointer();
	deleted_inside();
	if (!failures)
		printf("PASS\n");
	return failures != 0;
}
