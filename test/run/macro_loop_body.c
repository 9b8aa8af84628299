// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// A loop body that a function-like macro expands to, declaring its own
// variables: they are the region's locals, and the arrays the macro
// writes are written (no const).

#include <stdio.h>

#define N 100
#define BODY(i) { double t = a[i] * 2; b[i] = t; }
#define PBODY(i) { double t = a[i] * 3; double *q = &c[i]; *q = t; }
#define TEAMBODY(j)                                                     \
	{                                                               \
		int base = (j) * 10;                                    \
		_Pragma("omp parallel for")                             \
		for (int k = 0; k < 10; k++) {                          \
			double t = a[base + k];                         \
			d[base + k] = 4 * t;                            \
		}                                                       \
	}
#define DECL(n) double n = 0

int
main(void)
{
	double a[N], b[N], c[N], d[N], s[10];
	int bad = 0;

	for (int i = 0; i < N; i++)
		a[i] = i;
#pragma omp target teams distribute parallel for map(to: a) map(from: b)
	for (int i = 0; i < N; i++)
		BODY(i)
#pragma omp target parallel for map(to: a) map(from: c)
	for (int i = 0; i < N; i++)
		PBODY(i)
#pragma omp target teams distribute map(to: a) map(from: d)
	for (int j = 0; j < 10; j++)
		TEAMBODY(j)
#pragma omp target teams distribute parallel for map(to: a) map(from: s)
	for (int j = 0; j < 10; j++) {
		DECL(x);
		for (int k = 0; k < 10; k++)
			x += a[j * 10 + k];
		s[j] = x;
	}
	for (int i = 0; i < N; i++)
		bad |= b[i] != 2 * i || c[i] != 3 * i || d[i] != 4 * i;
	for (int j = 0; j < 10; j++)
		bad |= s[j] != 100 * j + 45;
	printf("%s\n", bad ? "FAIL" : "PASS");
	return bad;
}
