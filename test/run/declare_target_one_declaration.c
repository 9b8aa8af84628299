// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// Several declare target variables in one declaration (`int a[N], b[N],
// c[N];`, and scalars with initializers): each has its own device copy,
// written by a declare target function and moved by target update.

#include <stdio.h>

#define N 100

#pragma omp declare target
int a[N], b[N], c[N];
double x = 1.5, y = -2, z;
#pragma omp end declare target

void
bump(void)
{
	for (int i = 0; i < N; i++) {
		a[i] += 1;
		b[i] += 2;
		c[i] += 3;
	}
	z = x + y;
}
#pragma omp declare target to(bump)

int
main(void)
{
	int ok = 1;

	for (int i = 0; i < N; i++)
		a[i] = i, b[i] = 2 * i, c[i] = 3 * i;
#pragma omp target update to(a, b, c)
#pragma omp target
	bump();
#pragma omp target update from(a, b, c, z)
	for (int i = 0; i < N; i++)
		ok &= a[i] == i + 1 && b[i] == 2 * i + 2 && c[i] == 3 * i + 3;
	ok &= z == -0.5;
	printf("%d %d %d %g\n", a[N - 1], b[N - 1], c[N - 1], z);
	printf("%s\n", ok ? "PASS" : "FAIL");
	return !ok;
}
