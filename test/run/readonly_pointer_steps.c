// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: %omp2cuda -O2 %s -o %t && env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// CHECK: PASS
// Writes through pointers derived by p++ (`*p++ = v`), p += k, a GNU
// statement expression's value and C's i[q], through pointers a
// designated initializer stores and through an integer made a pointer: each array was taken for read-only
// (O2C_ARG_READONLY), and its copy-back skipped, so the host kept its
// old values (test/lit/readonly_pointer_steps.c, access_designated_init.c).
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define N (1 << 16)
#define AT(p, k) ({ __typeof__(p) _p = (p); _p + (k); })

struct W {
	int k;
	int *p;
};

int main(void)
{
	int *a = malloc(N * sizeof *a), *b = malloc(N * sizeof *b), *c = malloc(N * sizeof *c);
	int *d = malloc(N * sizeof *d), *e = malloc(N * sizeof *e), *f = malloc(N * sizeof *f);
	int bad = 0;

	for (int i = 0; i < N; i++)
		a[i] = b[i] = c[i] = d[i] = e[i] = f[i] = -1;
#pragma omp target teams distribute parallel for map(tofrom: a[0:N], b[0:N], c[0:N], d[0:N], e[0:N], f[0:N])
	for (int i = 0; i < N / 2; i++) {
		int *p = a + 2 * i, *q = b, *s = d;
		*p++ = 2 * i;
		*p = 2 * i + 1;
		*(q += 2 * i) = 1;
		q[1] = 2;
		*AT(c, 2 * i) = 3;
		*AT(c, 2 * i + 1) = 4;
		(2 * i)[s] = 5;
		(2 * i + 1)[s] = 6;
		struct W w = {.k = 0, .p = (int *)e};
		w.p[2 * i] = 7;
		w.p[2 * i + 1] = 8;
		uintptr_t u = (uintptr_t)f;
		((int *)u)[2 * i] = 9;
		((int *)u)[2 * i + 1] = 10;
	}
	for (int i = 0; i < N; i++)
		bad += a[i] != i || b[i] != 1 + i % 2 || c[i] != 3 + i % 2 || d[i] != 5 + i % 2 ||
		       e[i] != 7 + i % 2 || f[i] != 9 + i % 2;
	printf("%s\n", bad ? "FAIL" : "PASS");
	return bad != 0;
}
