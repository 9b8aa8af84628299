// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// Declarations whose type a macro gives (REAL from a #define, bool from <stdbool.h>): mapped
// arrays, a reduction variable, the loop index and region-local temporaries.

#include <stdbool.h>
#include <stdio.h>

#define REAL double
#define INDEX long
#define N 64

REAL g[N];

static REAL
twice(REAL v)
{
	return 2 * v;
}

int
main(void)
{
	REAL x[N], want[N], s = 0, want_s = 0;
	bool up[N];
	int bad = 0;

	for (INDEX i = 0; i < N; i++) {
		x[i] = (REAL)i / 4;
		g[i] = (REAL)(i % 3);
	}
	for (INDEX i = 0; i < N; i++) {
		want[i] = twice(x[i]) + g[i];
		want_s += want[i];
	}
#pragma omp target teams distribute parallel for map(tofrom: x, up) map(to: g) reduction(+: s)
	for (INDEX i = 0; i < N; i++) {
		REAL t = twice(x[i]) + g[i];
		bool big = t > 10;
		x[i] = t;
		up[i] = big;
		s += t;
	}
	for (INDEX i = 0; i < N; i++)
		if (x[i] != want[i] || up[i] != (want[i] > 10)) {
			printf("FAIL: x[%ld] = %g up = %d, expected %g %d\n", i, x[i], up[i], want[i],
			       want[i] > 10);
			bad = 1;
		}
	if (s != want_s) {
		printf("FAIL: s = %g, expected %g\n", s, want_s);
		bad = 1;
	}
	if (!bad)
		printf("PASS\n");
	return bad;
}
