// RUN: %omp2cuda -O2 %s %S/Inputs/twotu_lib.c -o %t && %run %t | FileCheck %s
// CHECK: PASS
// Two translation units, each with target regions and a static scale() of the same name.
#include <math.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>

static void
scale(size_t n, double *v, double factor)
{
#pragma omp target teams distribute parallel for map(tofrom: v[0:n])
	for (size_t i = 0; i < n; i++)
		v[i] = v[i] * factor - 2.0;
}

void lib_update(size_t n, double *v, const double *w, double factor);

int
main(void)
{
	const size_t n = 30011;
	double *v = malloc(n * sizeof *v), *w = malloc(n * sizeof *w);
	double *ref = malloc(n * sizeof *ref);

	for (size_t i = 0; i < n; i++) {
		v[i] = ref[i] = (double)(i % 101) - 50.0;
		w[i] = (double)(i % 7) * 0.25;
	}

	for (int round = 0; round < 3; round++) {
		scale(n, v, 1.5);
		lib_update(n, v, w, 0.5);
		for (size_t i = 0; i < n; i++) {
			ref[i] = ref[i] * 1.5 - 2.0;
			ref[i] = ref[i] * 0.5 + 1.0 + 0.5 * w[i];
		}
	}

	for (size_t i = 0; i < n; i++) {
		if (!(fabs(v[i] - ref[i]) <= 1e-6 * fmax(1.0, fabs(ref[i])))) {
			printf("FAIL: v[%zu] = %.17g, expected %.17g\n", i, v[i], ref[i]);
			return 1;
		}
	}
	free(v);
	free(w);
	free(ref);
	printf("PASS\n");
	return 0;
}
