// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// Directives written over several lines with backslash continuations,
// clause arguments from macros, and _Pragma of host-only OpenMP
// directives in macros, which stay the host compiler's.  (Device
// directives given by _Pragma: test/run/pragma_operator.c.)

#include <stdio.h>

#define N 2000
#define LEN(a) (sizeof(a) / sizeof((a)[0]))
#define HOST_PARALLEL _Pragma("omp parallel for")
#define SCALE 3.0f

int
main(void)
{
	float x[N], y[N], want[N];
	double sum = 0.0, want_sum = 0.0;
	int n = (int)LEN(x);

	HOST_PARALLEL
	for (int i = 0; i < N; i++) {
		x[i] = (float)i;
		y[i] = 1.0f;
	}

#pragma omp target teams distribute parallel for \
        map(to: x[0:n]) \
        map(tofrom: y[0:n])
	for (int i = 0; i < n; i++)
		y[i] += SCALE * x[i];

#pragma omp target teams distribute \
	parallel for reduction(+ \
	: sum) map(to: y[0 \
	: n])
	for (int i = 0; i < n; i++)
		sum += y[i];

	HOST_PARALLEL
	for (int i = 0; i < N; i++)
		want[i] = 1.0f + SCALE * (float)i;
	for (int i = 0; i < N; i++) {
		want_sum += want[i];
		if (y[i] != want[i]) {
			printf("FAIL: y[%d] = %g, expected %g\n", i, y[i], want[i]);
			return 1;
		}
	}
	if (sum != want_sum) {
		printf("FAIL: sum = %.17g, expected %.17g\n", sum, want_sum);
		return 1;
	}
	printf("PASS\n");
	return 0;
}
