// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: %omp2cuda -O2 -DSOMETHING %s -o %t2 && %run %t2 | FileCheck %s --check-prefix=SOME
// Preprocessor lines between a directive and its loop: the directive
// applies to the loop the preprocessor leaves, on the GPU and in the host
// fallback; the host file keeps the #if branches and the rest in place.
#include <stdio.h>

#define N 1000

static int
check(const char *what, const double *a, double (*want)(int))
{
	for (int i = 0; i < N; i++)
		if (a[i] != want(i)) {
			printf("FAIL %s: a[%d] = %g, want %g\n", what, i, a[i], want(i));
			return 1;
		}
	return 0;
}

static double
want_ifdef(int i)
{
#ifdef SOMETHING
	return 2.0 * i;
#else
	return i < N / 2 ? 3.0 * i : 0;
#endif
}

static double want_if0(int i) { return i + 1.0; }
static double want_line(int i) { return i - 1.0; }

int
main(void)
{
	double a[N];
	int bad = 0;

	for (int i = 0; i < N; i++)
		a[i] = 0;
#pragma omp target teams distribute parallel for map(tofrom: a)
#ifdef SOMETHING
	for (int i = 0; i < N; i++)
		a[i] = 2.0 * i;
#else
	for (int i = 0; i < N / 2; i++)
		a[i] = 3.0 * i;
#endif
	bad |= check("ifdef", a, want_ifdef);

#pragma omp target teams distribute parallel for map(from: a)
#if 0
	for (int i = 0; i < N; i++)
		a[i] = -1;
#endif
	/* a comment, then a pragma for the loop */
#pragma GCC ivdep
	for (int i = 0; i < N; i++)
		a[i] = i + 1.0;
	bad |= check("if 0", a, want_if0);

#pragma omp target teams distribute parallel for map(from: a)
#line 500
#pragma GCC ivdep
	for (int i = 0; i < N; i++)
		a[i] = i - 1.0;
	bad |= check("line", a, want_line);
	if (__LINE__ < 500)
		bad |= printf("FAIL __LINE__ %d\n", __LINE__) > 0;
#ifdef SOMETHING
	printf("SOME ");
#endif
	if (!bad)
		printf("PASS\n");
	return bad;
}
// CHECK: PASS
// SOME: SOME PASS
