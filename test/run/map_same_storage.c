// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// Map items of one construct that name the same storage share one device copy (OpenMP 5.2 5.8.3):
// it is copied in when any of them says to, and copied back when the reference count drops to zero
// and any of them says from, whichever item drops it there.  A function given one array through two
// pointer parameters (twice(y, y, n)), a section inside another of the same array, and the same array
// mapped to and from under a target data that holds it: the host sees every write of the kernel.

#include <omp.h>
#include <stdio.h>

#define N 1000

static int failed;

static void
check(const char *what, int i, double got, double want)
{
	if (got != want && failed++ < 10)
		printf("%s: [%d] = %g, want %g\n", what, i, got, want);
}

/* Do regions run on the host (no GPU, or OMP_TARGET_OFFLOAD=DISABLED)? */
static int
on_host(void)
{
	int host = 1;

#pragma omp target map(from: host)
	host = omp_is_initial_device();
	return host;
}

/* x is mapped to, y tofrom: when both name one array, the kernel's writes through y come back. */
static void
twice(double *x, double *y, int n)
{
#pragma omp target teams distribute parallel for map(to: x[0:n]) map(tofrom: y[0:n])
	for (int i = 0; i < n; i++)
		y[i] = 2 * x[i];
}

/* y is mapped from first, then x to: the copy in of x reaches the copy both share. */
static void
from_then_to(double *x, double *y, int n)
{
#pragma omp target teams distribute parallel for map(from: y[0:n]) map(to: x[0:n])
	for (int i = 0; i < n; i++)
		y[i] = x[i] + 1;
}

/* alloc then tofrom of the same storage: copied in and back. */
static void
alloc_then_tofrom(double *x, double *y, int n)
{
#pragma omp target teams distribute parallel for map(alloc: x[0:n]) map(tofrom: y[0:n])
	for (int i = 0; i < n; i++)
		x[i] = y[i] * 3;
}

/* y lies inside x (x + n/4, n/2 elements): x mapped to, y tofrom; the kernel writes y's elements
 * through x. */
static void
inner_section(double *x, double *y, int n)
{
#pragma omp target teams distribute parallel for map(to: x[0:n]) map(tofrom: y[0:n / 2])
	for (int i = n / 4; i < n / 4 + n / 2; i++)
		x[i] = -x[i];
	(void)y;
}

/* two sections of one array, both tofrom, the second the tail of the first */
static void
tail_section(double *x, double *y, int n)
{
#pragma omp target teams distribute parallel for map(tofrom: x[0:n]) map(tofrom: y[0:n / 2])
	for (int i = 0; i < n / 2; i++) {
		x[i] += 1;
		y[i] += 2;
	}
}

int
main(void)
{
	static double a[N], b[N];
	int i;

	for (i = 0; i < N; i++)
		a[i] = i;
	twice(a, a, N);
	for (i = 0; i < N; i++)
		check("twice(y, y, n)", i, a[i], 2.0 * i);

	for (i = 0; i < N; i++)
		a[i] = i;
	from_then_to(a, a, N);
	for (i = 0; i < N; i++)
		check("map(from: y) map(to: x), one array", i, a[i], i + 1.0);

	for (i = 0; i < N; i++)
		a[i] = i;
	alloc_then_tofrom(a, a, N);
	for (i = 0; i < N; i++)
		check("map(alloc: x) map(tofrom: y), one array", i, a[i], 3.0 * i);

	for (i = 0; i < N; i++)
		a[i] = i;
	inner_section(a, a + N / 4, N);
	for (i = 0; i < N; i++)
		check("map(to: x[0:n]) map(tofrom: y[0:n/2]), y inside x", i, a[i],
		      i >= N / 4 && i < N / 4 + N / 2 ? -i : i);

	for (i = 0; i < N; i++)
		a[i] = i;
	tail_section(a, a + N / 2, N);
	for (i = 0; i < N; i++)
		check("map(tofrom: x[0:n]) map(tofrom: y[0:n/2]), y the tail of x", i, a[i],
		      i < N / 2 ? i + 1.0 : i + 2.0);

	/* a target data holds the array: the inner construct's from waits for its end */
	for (i = 0; i < N; i++)
		b[i] = i;
#pragma omp target data map(tofrom: b[0:N])
	{
		twice(b, b, N);
		for (i = 0; i < N; i++)
			check("twice(y, y, n) in target data, before its end", i, b[i],
			      on_host() ? 2.0 * i : i);
	}
	for (i = 0; i < N; i++)
		check("twice(y, y, n) in target data, after its end", i, b[i], 2.0 * i);

	printf("%s\n", failed ? "FAIL" : "PASS");
	return failed != 0;
}
