// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// target enter/exit data: to/alloc/from/release/delete, reference counts, always, unmapped exits.

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

/* Checks read only values that are the same on a device with its own memory and
 * on one that shares the host's (the host fallback). */
static int failed;

static void
expect(const char *what, int i, double got, double want)
{
	if (!failed && !(got == want || (isnan(got) && isnan(want)))) {
		printf("FAIL: %s[%d] = %.17g, expected %.17g\n", what, i, got, want);
		failed = 1;
	}
}

/* Regions with no map clause: a and b are found in the present table. */
static void
axpy(int n, double s, const double *a, double *b)
{
#pragma omp target teams distribute parallel for
	for (int i = 0; i < n; i++)
		b[i] = s * a[i] + b[i];
}

static void
set(int n, double *b, double v)
{
#pragma omp target teams distribute parallel for
	for (int i = 0; i < n; i++)
		b[i] = v + i;
}

/* An unstructured data lifetime across functions: acquire sets up and maps,
 * finish unmaps and checks. */
static void
acquire(int n, double *a, double *b)
{
	for (int i = 0; i < n; i++) {
		a[i] = (double)(i % 101) - 50.0;
		b[i] = NAN;
	}
#pragma omp target enter data map(to: a[0:n]) map(alloc: b[0:n])
}

static void
finish(int n, double *a, double *b)
{
#pragma omp target exit data map(from: b[0:n]) map(release: a[0:n])
	for (int i = 0; i < n; i++) {
		double want = 2.0 * a[i] + 3.0 + i;
		if (i >= 10 && i < n - 10)
			want -= a[i];
		expect("basic b", i, b[i], want);
	}
}

static void
basic(int n, double *a, double *b)
{
	acquire(n, a, b);
	set(n, b, 3.0);
	axpy(n, 2.0, a, b);
	/* A pointer into the middle of a mapped section is found too. */
	axpy(n - 20, -1.0, a + 10, b + 10);
	finish(n, a, b);
}

/* Entered twice, the data stays until the second exit. */
static void
refcount(int n, double *a, double *b)
{
	for (int i = 0; i < n; i++) {
		a[i] = 0.25 * i;
		b[i] = NAN;
	}
#pragma omp target enter data map(to: a[0:n]) map(alloc: b[0:n])
#pragma omp target enter data map(to: a[0:n]) map(to: b[0:n])
	set(n, b, 1.0);
#pragma omp target exit data map(from: b[0:n]) map(release: a[0:n])
	/* Still present: these regions find a and b. */
	axpy(n, 4.0, a, b);
	axpy(n, 1.0, a, b);
#pragma omp target exit data map(from: b[0:n]) map(release: a[0:n])
	for (int i = 0; i < n; i++)
		expect("refcount b", i, b[i], 1.0 + i + 5.0 * 0.25 * i);

	/* Gone now: entering again copies the new host values. */
	for (int i = 0; i < n; i++) {
		a[i] = -1.0 * i;
		b[i] = 10.0;
	}
#pragma omp target enter data map(to: a[0:n], b[0:n])
	axpy(n, 3.0, a, b);
#pragma omp target exit data map(from: b[0:n]) map(release: a[0:n])
	for (int i = 0; i < n; i++)
		expect("re-entered b", i, b[i], 10.0 - 3.0 * i);
}

/* delete drops the data whatever its count; the next enter copies afresh. */
static void
delete_maps(int n, double *a, double *b)
{
	for (int i = 0; i < n; i++) {
		a[i] = 2.0;
		b[i] = 0.0;
	}
#pragma omp target enter data map(to: a[0:n], b[0:n])
#pragma omp target enter data map(to: a[0:n], b[0:n])
#pragma omp target enter data map(to: a[0:n])
	axpy(n, 1.0, a, b);
#pragma omp target exit data map(delete: a[0:n]) map(from: b[0:n])
	for (int i = 0; i < n; i++)
		a[i] = 5.0 + i;
#pragma omp target enter data map(to: a[0:n])
	axpy(n, 1.0, a, b);
#pragma omp target exit data map(delete: a[0:n], b[0:n])
	/* Neither exit above copied b home (its count went 2 to 1, then delete):
	 * check a through a fresh mapping of b instead. */
#pragma omp target enter data map(to: a[0:n]) map(alloc: b[0:n])
	set(n, b, 100.0);
	axpy(n, -2.0, a, b);
#pragma omp target exit data map(release: a[0:n]) map(from: b[0:n])
	for (int i = 0; i < n; i++)
		expect("after delete", i, b[i], 100.0 + i - 2.0 * (5.0 + i));
}

/* always: copies although the data is already present. */
static void
always(int n, double *a, double *b)
{
	for (int i = 0; i < n; i++) {
		a[i] = 1.0;
		b[i] = 0.0;
	}
#pragma omp target enter data map(to: a[0:n], b[0:n])
#pragma omp target enter data map(to: b[0:n])
	for (int i = 0; i < n; i++)
		a[i] = 7.0 + (i % 5);
#pragma omp target enter data map(always, to: a[0:n])
	axpy(n, 1.0, a, b);
	/* Count 2 to 1: no copy but for always. */
#pragma omp target exit data map(always, from: b[0:n]) map(release: a[0:n])
	for (int i = 0; i < n; i++)
		expect("always from on exit", i, b[i], 7.0 + (i % 5));

	for (int i = 0; i < n; i++)
		a[i] = -1.0 * (i % 7);
	/* always on a region's own map of present data, both ways. */
#pragma omp target teams distribute parallel for map(always, to: a[0:n]) \
	map(always, tofrom: b[0:n])
	for (int i = 0; i < n; i++)
		b[i] += 10.0 * a[i];
	for (int i = 0; i < n; i++)
		expect("always tofrom on a region", i, b[i], 7.0 + (i % 5) - 10.0 * (i % 7));
#pragma omp target exit data map(release: a[0:n], b[0:n])
}

/* Scalars and fixed-size arrays. */
static void
scalars_and_fixed(void)
{
	double s = 1.5;
	int tab[6] = {1, 2, 3, 4, 5, 6};

#pragma omp target enter data map(to: s, tab)
#pragma omp target map(tofrom: s)
	s = s * 4.0;
#pragma omp target teams distribute parallel for
	for (int i = 0; i < 6; i++)
		tab[i] *= 10;
#pragma omp target exit data map(from: s, tab)
	expect("entered scalar", 0, s, 6.0);
	for (int i = 0; i < 6; i++)
		expect("entered fixed array", i, tab[i], 10.0 * (i + 1));
}

/* Exit data of data that was never mapped has no effect. */
static void
never_mapped(int n, double *z)
{
	double w = 2.5;
	int fixed[3] = {7, 8, 9};

	for (int i = 0; i < n; i++)
		z[i] = 0.5 * i;
#pragma omp target exit data map(from: z[0:n])
#pragma omp target exit data map(release: z[0:n], w)
#pragma omp target exit data map(delete: z[0:n], fixed)
#pragma omp target exit data map(always, from: z[0:n], w, fixed)
	for (int i = 0; i < n; i++)
		expect("never mapped z", i, z[i], 0.5 * i);
	expect("never mapped w", 0, w, 2.5);
	for (int i = 0; i < 3; i++)
		expect("never mapped fixed", i, fixed[i], 7.0 + i);
}

int
main(void)
{
	const int n = 100003;
	double *a = malloc(n * sizeof *a), *b = malloc(n * sizeof *b), *z = malloc(n * sizeof *z);

	basic(n, a, b);
	refcount(n, a, b);
	delete_maps(n, a, b);
	always(n, a, b);
	scalars_and_fixed();
	never_mapped(n, z);
	/* A second round on the same host memory, with all of it unmapped again. */
	basic(1000, a, b);
	refcount(257, a, b);

	free(a);
	free(b);
	free(z);
	if (failed)
		return 1;
	printf("PASS\n");
	return 0;
}
