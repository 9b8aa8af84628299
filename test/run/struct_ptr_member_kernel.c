// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// A struct whose pointer members the kernel uses: the struct is
// firstprivate and each member is attached to its mapped section
// (OpenMP 5.2 5.8.3), including when the struct is passed whole to a
// function, copied back with tofrom, and used in a reduction.

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct {
	int n;
	double alpha;
	const double *x;
	double *y;
} Axpy;

static double
axpy_at(Axpy op, int i)
{
	return op.alpha * op.x[i] + op.y[i];
}

int
main(void)
{
	const int n = 5000;
	double *x = malloc(n * sizeof *x), *y = malloc(n * sizeof *y), *want = malloc(n * sizeof *want);
	Axpy op = {n, 2.5, x, y};
	double sum = 0.0, want_sum = 0.0;

	for (int i = 0; i < n; i++) {
		x[i] = 0.001 * i;
		y[i] = 1.0 - 0.002 * i;
		want[i] = 2.5 * x[i] + y[i];
		want_sum += x[i] * want[i];
	}

#pragma omp target teams distribute parallel for map(to: op.x[0:op.n]) map(tofrom: op.y[0:op.n])
	for (int i = 0; i < op.n; i++)
		op.y[i] = axpy_at(op, i);
	for (int i = 0; i < n; i++)
		if (fabs(y[i] - want[i]) > 1e-12) {
			printf("FAIL: y[%d] = %.17g, expected %.17g\n", i, y[i], want[i]);
			return 1;
		}

#pragma omp target teams distribute parallel for reduction(+: sum) map(to: op.x[0:op.n], op.y[0:op.n])
	for (int i = 0; i < op.n; i++)
		sum += op.x[i] * op.y[i];
	if (fabs(sum - want_sum) > 1e-9 * fabs(want_sum)) {
		printf("FAIL: sum = %.17g, expected %.17g\n", sum, want_sum);
		return 1;
	}

	/* One thread changes a scalar member of the mapped struct; the struct
	 * comes back with its host pointers. */
#pragma omp target map(tofrom: op) map(to: op.x[0:op.n])
	{
		op.alpha = op.x[10] * 1000.0;
		op.n = op.n / 2;
	}
	if (op.alpha != x[10] * 1000.0 || op.n != n / 2 || op.x != x || op.y != y) {
		printf("FAIL: op = {%d, %g, %p, %p}\n", op.n, op.alpha, (const void *)op.x,
		       (void *)op.y);
		return 1;
	}

	free(x);
	free(y);
	free(want);
	printf("PASS\n");
	return 0;
}
