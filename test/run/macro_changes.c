// RUN: %omp2cuda -O2 %s -o %t -lm && %run %t | FileCheck %s
// RUN: env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// CHECK: PASS
//
// Macros that change between regions: one redefined (each region's
// kernel computes with the definition in force where it stands), a
// function-like macro #undef'd before a function of its name that a later
// region calls (the call is the function's, not the macro's), a macro
// #undef'd before a variable of its name, and one #undef'd inside a
// function before a local of its name (the region's host fallback, put
// before the function, does not see the outer definition), and a macro of
// a library function's name #undef'd before a region that calls the
// function (its kernel calls sqrt, not the macro), and a type macro
// defined for a device function, #undef'd before a variable of its name
// that a region reads (the function keeps its type, the region its
// variable).  Every result is checked against the same arithmetic on the
// host.
#include <math.h>
#include <stdio.h>

enum { N = 1000 };

#define SCALE 2
#define bump(x) ((x) + 1)

static void
first(double *a)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:N])
	for (int i = 0; i < N; i++)
		a[i] = bump(a[i]) * SCALE;
}

#undef SCALE
#define SCALE 3
#undef bump

#pragma omp declare target
static double
bump(double x)
{
	return x * 10;
}
#pragma omp end declare target

static void
second(double *a)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:N])
	for (int i = 0; i < N; i++)
		a[i] = bump(a[i]) + SCALE;
}

#define dim 4
static const int dims[dim] = {1, 2, 3, 4};
#undef dim

static void
third(double *a, int dim)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:N])
	for (int i = 0; i < N; i++)
		a[i] = a[i] - dim;
}

#define W 100
static void
fourth(double *a)
{
#undef W
	int W = 7;
#pragma omp target teams distribute parallel for map(tofrom: a[0:N])
	for (int i = 0; i < N; i++)
		a[i] = a[i] / W;
}
#define W 100

#define sqrt(x) ((x) * 0.5)
static void
fifth(double *a)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:N])
	for (int i = 0; i < N; i++)
		a[i] = sqrt(a[i] * 36);
}
#undef sqrt

static void
sixth(double *a)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:N])
	for (int i = 0; i < N; i++)
		a[i] = sqrt(a[i] * 2);
}

#define REAL float
#pragma omp declare target
static REAL
halve(REAL x)
{
	return x / 2;
}
#pragma omp end declare target
#undef REAL

static void
seventh(double *a, int REAL)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:N])
	for (int i = 0; i < N; i++)
		a[i] = halve((float)a[i]) + REAL;
}

int
main(void)
{
	static double a[N], want[N];
	int bad = 0;

	for (int i = 0; i < N; i++)
		a[i] = want[i] = i % 17;
	first(a);
	second(a);
	third(a, dims[2]);
	fourth(a);
	fifth(a);
	sixth(a);
	seventh(a, 3);
	for (int i = 0; i < N; i++) {
		double x = want[i];
		x = (x + 1) * 2;
		x = x * 10 + 3;
		x = x - 3;
		x = x / 7;
		x = x * 36 * 0.5;
		x = sqrt(x * 2);
		x = (float)x / 2.0f + 3;
		if (a[i] != x && bad++ < 5)
			printf("FAIL at %d: %g, expected %g\n", i, a[i], x);
	}
	if (!bad && W == 100)
		printf("PASS\n");
	return bad != 0;
}
