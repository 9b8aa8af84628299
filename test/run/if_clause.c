// RUN: %omp2cuda -O2 %s -o %t && %run env OMP2CUDA_VERBOSE=1 %t 2>&1 | FileCheck %s
// The if clause (OpenMP 5.2 3.4): a false one runs the target region on
// the host and maps nothing, a true one offloads; target data with a false
// if maps nothing for its whole body; if(target: ...) and if(parallel: ...).
// CHECK: if_clause.c:14:1: host fallback (its if clause is false)
// CHECK: if_clause.c:22:1: host fallback (its if clause is false)
// CHECK: PASS
#include <stdio.h>
#include <stdlib.h>

static void
scale(double *a, int n, double s)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:n]) if(target: n > 100)
	for (int i = 0; i < n; i++)
		a[i] *= s;
}

static void
add_one(double *b, int n, int offload)
{
#pragma omp target teams distribute parallel for map(tofrom: b[0:n]) if(target: offload) if(parallel: n > 8)
	for (int i = 0; i < n; i++)
		b[i] += 1;
}

int
main(void)
{
	const int n = 5000;
	double *a = malloc(n * sizeof *a), *b = malloc(n * sizeof *b);
	int bad = 0;

	for (int i = 0; i < n; i++)
		a[i] = b[i] = i;
	scale(a, 50, 2.0);  /* on the host */
	scale(a, n, 3.0);   /* offloaded */
	add_one(b, n, 0);
#pragma omp target data map(tofrom: b[0:n]) if(n < 0)
	{
		add_one(b, n, 1);
	}
	for (int i = 0; i < n && !bad; i++) {
		double wa = i < 50 ? 6.0 * i : 3.0 * i, wb = i + 2.0;
		if (a[i] != wa || b[i] != wb) {
			printf("FAIL at %d: a %g (want %g), b %g (want %g)\n", i, a[i], wa, b[i], wb);
			bad = 1;
		}
	}
	if (!bad)
		printf("PASS\n");
	free(a);
	free(b);
	return bad;
}
