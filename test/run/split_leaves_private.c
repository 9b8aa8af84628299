// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// One variable in the data-sharing clauses of several leaves of one
// region written apart (target, teams, distribute parallel for): private
// on each, firstprivate on two, firstprivate on one and private on an
// inner one.  Each thread has one copy: private where any leaf says
// private, else starting from the host's value.

#include <stdio.h>

#define N 256

int
main(void)
{
	float c[N], tmp = -1.0f;
	int base = 7, ok = 1;

#pragma omp target map(from: c) private(tmp)
#pragma omp teams num_teams(4) private(tmp)
#pragma omp distribute parallel for collapse(1) private(tmp)
	for (int i = 0; i < N; i++) {
		tmp = i * 2.0f;
		c[i] = tmp;
	}
	for (int i = 0; i < N; i++)
		ok &= c[i] == i * 2.0f;

#pragma omp target map(tofrom: c) firstprivate(base)
#pragma omp teams num_teams(2) firstprivate(base)
#pragma omp distribute parallel for
	for (int i = 0; i < N; i++)
		c[i] += base;
	for (int i = 0; i < N; i++)
		ok &= c[i] == i * 2.0f + 7;

#pragma omp target map(tofrom: c) firstprivate(tmp)
#pragma omp teams distribute parallel for private(tmp)
	for (int i = 0; i < N; i++) {
		tmp = 1.0f;
		c[i] -= tmp;
	}
	for (int i = 0; i < N; i++)
		ok &= c[i] == i * 2.0f + 6;
	printf("%g %g\n", c[N - 1], tmp);
	printf("%s\n", ok && tmp == -1.0f ? "PASS" : "FAIL");
	return !ok;
}
