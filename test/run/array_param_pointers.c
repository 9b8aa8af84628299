// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// A parameter declared as an array is a pointer (C11 6.7.6.3p7): a
// region that uses it finds its data in the present table, as for any
// pointer, or maps the section its clause names; never sizeof a pointer.

#include <stdio.h>

#define N 64

static void
scale(double out[N], int n)
{
#pragma omp target teams distribute parallel for map(tofrom: out[0:n])
	for (int i = 0; i < n; i++)
		out[i] = out[i] * 2 + i;
}

static void
add_one(double out[N])
{
#pragma omp target
	for (int i = 0; i < N; i++)
		out[i] += 1;
}

static void
rows(double m[][4], int n)
{
#pragma omp target teams distribute parallel for collapse(2) map(tofrom: m[0:n][0:4])
	for (int i = 0; i < n; i++)
		for (int j = 0; j < 4; j++)
			m[i][j] += i * 4 + j;
}

int
main(void)
{
	double a[N], m[8][4];
	int bad = 0;

	for (int i = 0; i < N; i++)
		a[i] = i;
	for (int i = 0; i < 8; i++)
		for (int j = 0; j < 4; j++)
			m[i][j] = 1;
	scale(a, N);
#pragma omp target data map(tofrom: a)
	add_one(a);
	rows(m, 8);
	for (int i = 0; i < N; i++)
		if (a[i] != i * 3 + 1) {
			printf("a[%d] = %g, expected %d\n", i, a[i], i * 3 + 1);
			bad = 1;
		}
	for (int i = 0; i < 8; i++)
		for (int j = 0; j < 4; j++)
			if (m[i][j] != 1 + i * 4 + j) {
				printf("m[%d][%d] = %g\n", i, j, m[i][j]);
				bad = 1;
			}
	printf("%s\n", bad ? "FAIL" : "PASS");
	return bad;
}
