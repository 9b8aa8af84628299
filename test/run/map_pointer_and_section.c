// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// A pointer and a section of what it points to mapped on one construct
// (in either order: test/lit/map_pointer_and_section.c): the pointer is
// attached to the section (OpenMP 5.2 5.8.3), device code reads and
// writes the section through it, and the host's pointer keeps its value.
// So for a pointer member and a section of it.

#include <stdio.h>
#include <stdlib.h>

#define N 100

struct scaled {
	double k;
	int *p;
};

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
	struct scaled s = {3, a};
#pragma omp target map(alloc: s.p) map(tofrom: s.p[0:N]) map(to: s.k)
	for (int i = 0; i < N; i++)
		s.p[i] *= (int)s.k;
	ok &= s.p == a;
	for (int i = 0; i < N; i++)
		ok &= a[i] == 3 * (i + 11) && b[i] == 2 * i;
	ok &= a == a0 && b == b0;
	printf("%d %d\n", a[N - 1], b[N - 1]);
	printf("%s\n", ok ? "PASS" : "FAIL");
	free(a);
	free(b);
	return !ok;
}
