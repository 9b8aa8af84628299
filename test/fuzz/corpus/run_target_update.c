// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// target update to/from in target data: whole and offset sections, scalars, fixed arrays, unmapped.

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static int failed;

static void
expect(const char *what, int i, double got, double want)
{
	if (!failed && !(got == want || (isnan(got) && isnan(want)))) {
		printf("FAIL: %s[%d] = %.17g, expected %.17g\n", what, i, got, want);
		failed = 1;
	}
}

/* b = 2a + 1 over the whole arrays, on the device. */
static void
twice_plus_one(int n, const double *a, double *b)
{
#pragma omp target teams distribute parallel for
	for (int i = 0; i < n; i++)
		b[i] = 2.0 * a[i] + 1.0;
}

/* Called inside the data region: the update finds a's device copy by its host address. */
static void
set_and_push(int n, double *a, double v)
{
	for (int i = 0; i < n; i++)
		a[i] = v - (i % 3);
#pragma omp target update to(a[:n])
}

/* Checks read only values that are the same on a device with its own memory and on
 * one that shares the host's (the host fallback): the host never writes mapped
 * data in a region except just before an update to. */
static void
whole_sections(int n, double *a, double *b)
{
	for (int i = 0; i < n; i++) {
		a[i] = (double)(i % 1000) * 0.5;
		b[i] = NAN;
	}

#pragma omp target data map(to: a[0:n]) map(from: b[0:n])
	{
		twice_plus_one(n, a, b);
#pragma omp target update from(b[0:n])
		for (int i = 0; i < n; i++)
			expect("b after update from", i, b[i], 2.0 * ((i % 1000) * 0.5) + 1.0);

		/* New host data reaches the device through update to. */
		for (int i = 0; i < n; i++)
			a[i] = -3.0 * i;
#pragma omp target update to(a[0:n])
		twice_plus_one(n, a, b);
#pragma omp target update from(b[0:n])
		for (int i = 0; i < n; i++)
			expect("b after update to", i, b[i], 2.0 * (-3.0 * i) + 1.0);

		set_and_push(n, a, 7.0);
		twice_plus_one(n, a, b);
	}
	for (int i = 0; i < n; i++)
		expect("b after the data region", i, b[i], 15.0 - 2.0 * (i % 3));
}

/* What offset_sections fetches with update from: b[lo+len-20:20] and b[140:20]. */
static int
fetched(int i, int lo, int len)
{
	return (i >= lo + len - 20 && i < lo + len) || (i >= 140 && i < 160);
}

/* Updates of part of a section, the mapped section itself offset. */
static void
offset_sections(int n, double *a, double *b)
{
	const int lo = 100, len = n - 200; /* mapped: a[lo:len], b[lo:len] */

	for (int i = 0; i < n; i++) {
		a[i] = i;
		b[i] = -1.0;
	}

#pragma omp target data map(to: a[lo:len]) map(tofrom: b[lo:len])
	{
		/* New values for a[150:37] only, and only they are sent. */
		for (int i = 150; i < 187; i++)
			a[i] = 1000.0 + i;
#pragma omp target update to(a[150:37])
		/* a and b do not point into their mapped sections, so the region names
		 * the sections (present: nothing is copied). */
#pragma omp target teams distribute parallel for map(to: a[lo:len]) map(tofrom: b[lo:len])
		for (int i = lo; i < lo + len; i++)
			b[i] = a[i];

		/* The host marks what it will not fetch, then fetches two pieces: the
		 * marks must survive, the rest of b must stay -1. */
		for (int i = lo; i < lo + len; i++)
			if (!fetched(i, lo, len))
				b[i] = -2.0;
#pragma omp target update from(b[lo + len - 20:20])
#pragma omp target update from(b[140:20])
		for (int i = 0; i < n; i++) {
			double dev = i >= 150 && i < 187 ? 1000.0 + i : (double)i;
			double want = i < lo || i >= lo + len ? -1.0
			              : fetched(i, lo, len)   ? dev
			                                      : -2.0;
			expect("partial update from", i, b[i], want);
		}

		/* The host's b goes back whole, with a change in the middle; the device
		 * doubles it and the end of the region brings it home. */
		for (int i = 300; i < 310; i++)
			b[i] = 0.5 * i;
#pragma omp target update to(b[lo:len])
#pragma omp target teams distribute parallel for map(tofrom: b[lo:len])
		for (int i = lo; i < lo + len; i++)
			b[i] = 2.0 * b[i] + 1.0;
	}
	for (int i = 0; i < n; i++) {
		double host;
		if (i < lo || i >= lo + len)
			host = -1.0;
		else if (i >= 300 && i < 310)
			host = 0.5 * i;
		else if (!fetched(i, lo, len))
			host = -2.0;
		else
			host = i >= 150 && i < 187 ? 1000.0 + i : (double)i;
		expect("offset sections at the end", i, b[i],
		       i < lo || i >= lo + len ? host : 2.0 * host + 1.0);
	}
}

/* A scalar and a fixed-size array mapped by target data, read and written by
 * regions that map them (so that they use the device copies). */
static void
scalar_and_fixed(void)
{
	double s = 1.5, seen = NAN;
	int tab[10];

	for (int i = 0; i < 10; i++)
		tab[i] = i;

#pragma omp target data map(to: s) map(tofrom: tab)
	{
#pragma omp target map(tofrom: s) map(from: seen)
		seen = s;
		expect("device s", 0, seen, 1.5);

		s = 99.0;
		for (int i = 0; i < 10; i++)
			tab[i] = 100 + i;
#pragma omp target update to(s, tab)
#pragma omp target map(tofrom: s) map(from: seen)
		{
			seen = s;
			s = s + 1.0;
		}
		expect("device s after update to", 0, seen, 99.0);
#pragma omp target update from(s)
		expect("host s after update from", 0, s, 100.0);

#pragma omp target teams distribute parallel for
		for (int i = 0; i < 10; i++)
			tab[i] += 1000;
		tab[3] = -5;
#pragma omp target update from(tab[5:3])
		for (int i = 5; i < 8; i++)
			expect("tab after partial update from", i, tab[i], 1100.0 + i);
		expect("tab after partial update from", 3, tab[3], -5.0);
#pragma omp target update to(tab[3:1])
	}
	for (int i = 0; i < 10; i++)
		expect("tab after the data region", i, tab[i], i == 3 ? -5.0 : 1100.0 + i);
	expect("s after the data region (map(to:))", 0, s, 100.0);
}

/* Items that are not mapped: target update does nothing. */
static void
unmapped(int n, double *a, double *z)
{
	double w = 4.25;
	int fixed[5] = {5, 4, 3, 2, 1};

	for (int i = 0; i < n; i++)
		z[i] = i * 0.25;
#pragma omp target update to(z[0:n])
#pragma omp target update from(z[0:n], w, fixed)
	for (int i = 0; i < n; i++)
		expect("unmapped z", i, z[i], i * 0.25);
	expect("unmapped w", 0, w, 4.25);
	for (int i = 0; i < 5; i++)
		expect("unmapped fixed", i, fixed[i], 5.0 - i);

	/* Inside a data region that maps a, not z. */
#pragma omp target data map(tofrom: a[0:n])
	{
#pragma omp target update from(z[0:n])
#pragma omp target update to(z[0:n])
#pragma omp target update to(w)
#pragma omp target teams distribute parallel for
		for (int i = 0; i < n; i++)
			a[i] = w;
	}
	for (int i = 0; i < n; i++) {
		expect("unmapped z in a data region", i, z[i], i * 0.25);
		expect("a from firstprivate w", i, a[i], 4.25);
	}
}

int
main(void)
{
	const int n = 100003;
	double *a = malloc(n * sizeof *a), *b = malloc(n * sizeof *b), *z = malloc(n * sizeof *z);

	whole_sections(n, a, b);
	offset_sections(1000, a, b);
	scalar_and_fixed();
	unmapped(n, a, z);

	free(a);
	free(b);
	free(z);
	if (failed)
		return 1;
	printf("PASS\n");
	return 0;
}
