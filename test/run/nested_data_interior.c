// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// Nested target data: an inner construct maps a sub-section of an outer mapping (no new copy, one
// more reference), a region reaches the array through an interior pointer found inside the outer
// mapping, and the outermost exit copies everything back.

#include <stdio.h>
#include <stdlib.h>

static int failed;

static void
check(const char *what, int i, double got, double want)
{
	if (got != want && failed++ < 10)
		printf("%s[%d] = %g, want %g\n", what, i, got, want);
}

int
main(void)
{
	int n = 100000, lo = 1000, len = 5000;
	double *a = malloc(n * sizeof *a);
	double *mid;

	if (!a)
		return 2;
	for (int i = 0; i < n; i++)
		a[i] = i;
#pragma omp target data map(tofrom: a[0:n])
	{
#pragma omp target data map(tofrom: a[lo:len])
		{
			mid = a + lo;
#pragma omp target teams distribute parallel for
			for (int i = 0; i < len; i++)
				mid[i] *= 2;
		}
		/* (The host copy of a is not read here: the inner exit copies nothing
		 * back on a GPU, while the host fallback shares it.) */
#pragma omp target teams distribute parallel for
		for (int i = 0; i < n; i++)
			a[i] += 1;
	}
	for (int i = 0; i < n; i++)
		check("a", i, a[i], (i >= lo && i < lo + len ? 2.0 * i : i) + 1);
	printf("%s\n", failed ? "FAIL" : "PASS");
	free(a);
	return failed != 0;
}
