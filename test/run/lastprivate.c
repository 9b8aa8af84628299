// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// lastprivate on combined loop constructs (OpenMP 5.2 5.4.5, 17.2): each thread has its own
// copy, and the one of the thread that ran the sequentially last iteration comes back, also
// when that iteration skips the assignment's neighbours (continue), under a chunked schedule
// and with collapse.  (With no iteration at all the value is unspecified: libgomp gives the
// private copy's, omp2cuda's kernel leaves the variable as it was.)

#include <stdio.h>

#define N 100001

static int failed;

static void
check(const char *what, double got, double want)
{
	if (got != want && failed++ < 10)
		printf("FAIL: %s: %.17g, want %.17g\n", what, got, want);
}

int
main(void)
{
	static double a[N];
	double last = -1, even = -1;
	int lasti = -1, cell = -1;

	for (int i = 0; i < N; i++)
		a[i] = i * 0.5;

#pragma omp target teams distribute parallel for map(to: a) lastprivate(last, lasti)
	for (int i = 0; i < N; i++) {
		last = a[i] * 2;
		lasti = i;
	}
	check("lastprivate(last)", last, N - 1);
	check("lastprivate(lasti)", lasti, N - 1);

#pragma omp target parallel for map(to: a) lastprivate(even) schedule(static, 7)
	for (int i = 0; i < N; i++) {
		if (i % 2)
			continue;
		even = a[i];
	}
	check("lastprivate with schedule(static, 7)", even, a[N - 1]); /* N - 1 is even */

#pragma omp target teams distribute parallel for collapse(2) lastprivate(cell)
	for (int r = 0; r < 300; r++)
		for (int c = 0; c < 200; c++)
			cell = r * 1000 + c;
	check("lastprivate with collapse(2)", cell, 299 * 1000 + 199);

	printf("%s\n", failed ? "FAIL" : "PASS");
	return failed != 0;
}
