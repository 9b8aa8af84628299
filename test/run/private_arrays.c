// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// A private fixed-size array in a combined construct (each thread works on its own copy, the host's
// is unchanged) beside a read-only coefficient array mapped to the device.

#include <stdio.h>
#include <stdlib.h>

int
main(void)
{
	int n = 50000, failed = 0;
	float coef[4] = {0.5f, 0.25f, 0.125f, 0.0625f};
	float tmp[4] = {9, 9, 9, 9};
	float *x = malloc(n * sizeof *x), *y = malloc(n * sizeof *y);

	if (!x || !y)
		return 2;
	for (int i = 0; i < n; i++)
		x[i] = (float)(i % 10);
#pragma omp target teams distribute parallel for map(to: x[0:n]) map(from: y[0:n]) \
        map(to: coef) private(tmp)
	for (int i = 0; i < n; i++) {
		for (int k = 0; k < 4; k++)
			tmp[k] = coef[k] * (x[i] + (float)k);
		y[i] = tmp[0] + tmp[1] + tmp[2] + tmp[3];
	}
	for (int i = 0; i < n; i++) {
		float want = 0.5f * x[i] + 0.25f * (x[i] + 1) + 0.125f * (x[i] + 2) + 0.0625f * (x[i] + 3);
		if (y[i] != want && failed++ < 10)
			printf("y[%d] = %g, want %g\n", i, y[i], want);
	}
	if (coef[0] != 0.5f || coef[3] != 0.0625f || tmp[0] != 9 || tmp[3] != 9) {
		printf("host arrays changed\n");
		failed++;
	}
	printf("%s\n", failed ? "FAIL" : "PASS");
	free(x);
	free(y);
	return failed != 0;
}
