// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// A pointer and a section of what it points to mapped on one construct
// (in either order: test/lit/map_pointer_and_section.c): the pointer is
// attached to the section (OpenMP 5.2 5.8.3), device code reads and
// writes the section through it, and the host's pointer keeps its value.

#include <stdio.h>
#include <stdlib.h>

#define N 100

int
main(void)
{
	int *a = malloc(N * sizeof *a), *b = malloc(N * sizeof *b), *a0 = a, *b0 = b, ok = 1;

	for (int i = 0; i < N; i++)
		a[i] = b[i] = i;
#pragma omp target map(a, a[:N]) map(tofrom: b, b[0:N])
	for (int i = 0; i < N; i++) {
		a[i] += 1;
		b[i] *= 2;
	}
#pragma omp target data map(tofrom: a, a[0:N])
	{
#pragma omp target
		for (int i = 0; i < N; i++)
			a[i] += 10;
	}
	for (int i = 0; i < N; i++)
		ok &= a[i] == i + 11 && b[i] == 2 * i;
	ok &= a == a0 && b == b0;
	printf("%d %d\n", a[N - 1], b[N - 1]);
	printf("%s\n", ok ? "PASS" : "FAIL");
	free(a);
	free(b);
	return !ok;
}
