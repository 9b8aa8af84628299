// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// The iterator modifier of map and motion clauses (OpenMP 5.1 2.1.6):
// the items of a step-1 iterator over one subscript are one section on
// a target construct and in a declare mapper; target update moves each
// element that is present, so updating past the part entered moves that
// part (on a GPU, moving nothing would leave the old values).

#include <stdio.h>
#include <stdlib.h>

#define N 300
#define R 12
#define C 20

typedef struct Vec {
	int n;
	double *v;
} Vec;

#pragma omp declare mapper(Vec w) map(w) map(iterator(k = 0:w.n), tofrom: w.v[k])

int main(void)
{
	int a[N], lo = 5, bad = 0;
	double m[R][C], rowsum[R];
	int *b = malloc(N * sizeof *b), *got = malloc(N * sizeof *got);
	Vec s = {N, malloc(N * sizeof(double))};

	for (int i = 0; i < N; i++) {
		a[i] = -1;
		b[i] = i;
		got[i] = -1;
		s.v[i] = i;
	}
	for (int i = 0; i < R; i++)
		for (int j = 0; j < C; j++)
			m[i][j] = i + j;
#pragma omp target teams distribute parallel for map(iterator(i = lo:N), tofrom: a[i])
	for (int i = lo; i < N; i++)
		a[i] = 2 * i;
#pragma omp target teams distribute parallel for map(iterator(int r = 0:R), to: m[r][0:C]) map(from: rowsum)
	for (int i = 0; i < R; i++) {
		rowsum[i] = 0;
		for (int j = 0; j < C; j++)
			rowsum[i] += m[i][j];
	}
#pragma omp target enter data map(to: b[0:N / 2])
	for (int i = 0; i < N; i++)
		b[i] = 3 * i;
#pragma omp target update to(iterator(i = 0:N): b[i])
#pragma omp target teams distribute parallel for map(from: got[0:N / 2])
	for (int i = 0; i < N / 2; i++)
		got[i] = b[i];
#pragma omp target exit data map(delete: b[0:N / 2])
#pragma omp target map(tofrom: s)
	for (int i = 0; i < s.n; i++)
		s.v[i] += 0.5;
	for (int i = 0; i < N; i++)
		bad += a[i] != (i < lo ? -1 : 2 * i) || (i < N / 2 && got[i] != 3 * i) ||
		       s.v[i] != i + 0.5;
	for (int i = 0; i < R; i++)
		bad += rowsum[i] != C * i + C * (C - 1) / 2;
	printf("%s (%d wrong)\n", bad ? "FAIL" : "PASS", bad);
	free(b);
	free(got);
	free(s.v);
	return bad != 0;
}
