// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// 1-D heat steps, each region with its own maps, host pointers swapped between regions.

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

int
main(void)
{
	const int n = 50001, steps = 7;
	const double alpha = 0.23;
	double *a = malloc(n * sizeof *a), *b = malloc(n * sizeof *b);
	double *ra = malloc(n * sizeof *ra), *rb = malloc(n * sizeof *rb);

	for (int i = 0; i < n; i++) {
		a[i] = ra[i] = 100.0 * exp(-((i - n / 3) * (i - n / 3)) / 1.0e4) + (i % 17);
		b[i] = rb[i] = NAN;
	}

	double *cur = a, *next = b;
	for (int s = 0; s < steps; s++) {
#pragma omp target teams distribute parallel for map(to: cur[0:n]) map(from: next[0:n])
		for (int i = 0; i < n; i++) {
			if (i == 0 || i == n - 1)
				next[i] = cur[i];
			else
				next[i] = cur[i] + alpha * (cur[i - 1] - 2.0 * cur[i] + cur[i + 1]);
		}
		double *t = cur;
		cur = next;
		next = t;
	}

	double *rcur = ra, *rnext = rb;
	for (int s = 0; s < steps; s++) {
		for (int i = 0; i < n; i++) {
			if (i == 0 || i == n - 1)
				rnext[i] = rcur[i];
			else
				rnext[i] = rcur[i] +
				           alpha * (rcur[i - 1] - 2.0 * rcur[i] + rcur[i + 1]);
		}
		double *t = rcur;
		rcur = rnext;
		rnext = t;
	}

	/* After an odd number of steps the result is in b, the step before in a. */
	if (cur != b || rcur != rb) {
		printf("FAIL: pointer bookkeeping\n");
		return 1;
	}
	for (int i = 0; i < n; i++) {
		if (!(fabs(b[i] - rb[i]) <= 1e-6 * fmax(1.0, fabs(rb[i])))) {
			printf("FAIL: b[%d] = %.17g, expected %.17g\n", i, b[i], rb[i]);
			return 1;
		}
		if (!(fabs(a[i] - ra[i]) <= 1e-6 * fmax(1.0, fabs(ra[i])))) {
			printf("FAIL: a[%d] = %.17g, expected %.17g\n", i, a[i], ra[i]);
			return 1;
		}
	}
	free(a);
	free(b);
	free(ra);
	free(rb);
	printf("PASS\n");
	return 0;
}
