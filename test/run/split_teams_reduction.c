// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// A split combined construct: target teams with a reduction around
// distribute parallel for with the same reduction is one reduction, the
// combined construct's (OpenMP 5.2 17.2), which gcc computes too.

#include <stdio.h>

#define N 1000

int
main(void)
{
	double a[N], s = 10, m = -1;
	long k = 3;
	int bad = 0;

	for (int i = 0; i < N; i++)
		a[i] = (i * 7 % 13) * 0.5;
#pragma omp target teams reduction(+: s, k) reduction(max: m) map(to: a)
#pragma omp distribute parallel for reduction(+: s, k) reduction(max: m)
	for (int i = 0; i < N; i++) {
		s += a[i];
		k += i % 3;
		m = a[i] > m ? a[i] : m;
	}
	double want = 10;
	long kw = 3;
	for (int i = 0; i < N; i++) {
		want += a[i];
		kw += i % 3;
	}
	if (s != want || k != kw || m != 6) {
		printf("s %g (want %g), k %ld (want %ld), m %g (want 6)\n", s, want, k, kw, m);
		bad = 1;
	}
	printf("%s\n", bad ? "FAIL" : "PASS");
	return bad;
}
