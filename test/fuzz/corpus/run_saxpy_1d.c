// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// 1-D float saxpy on heap arrays: map(to:) inputs, map(from:) output, int index.

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static void
saxpy(int n, float a, const float *x, const float *y, float *z)
{
#pragma omp target teams distribute parallel for map(to: x[0:n], y[0:n]) map(from: z[0:n])
	for (int i = 0; i < n; i++)
		z[i] = a * x[i] + y[i];
}

int
main(void)
{
	const int n = 1000003;
	const float a = 2.5f;
	float *x = malloc(n * sizeof *x);
	float *y = malloc(n * sizeof *y);
	float *z = malloc(n * sizeof *z);

	for (int i = 0; i < n; i++) {
		x[i] = (float)(i % 1000) * 0.01f - 3.0f;
		y[i] = (float)((i * 7) % 113) + 0.5f;
		z[i] = NAN;
	}

	saxpy(n, a, x, y, z);

	for (int i = 0; i < n; i++) {
		float want = a * x[i] + y[i];
		if (!(fabsf(z[i] - want) <= 1e-4f * fmaxf(1.0f, fabsf(want)))) {
			printf("FAIL: z[%d] = %g, expected %g\n", i, z[i], want);
			return 1;
		}
	}
	free(x);
	free(y);
	free(z);
	printf("PASS\n");
	return 0;
}
