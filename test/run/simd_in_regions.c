// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// simd constructs in the code of target regions: in the loop body of a
// combined construct (with reduction, private, lastprivate and safelen
// clauses) and in a target region's own code (with collapse(2)); the
// loop variables of simd loops declared before them (lastprivate, mapped
// back on a combined target construct; private where a private clause names
// them).  The thread that meets one runs every
// iteration; results checked against the host's.

#include <stdio.h>

#define N 64
#define M 32

int
main(void)
{
	static double a[N][M], rows[N], last[N];
	double t = -1, total = 0, grid[8][8];
	int k = -5, ok = 1;

	for (int i = 0; i < N; i++)
		for (int j = 0; j < M; j++)
			a[i][j] = i + j * 0.5;

#pragma omp target teams distribute parallel for map(to: a) map(from: rows, last)
	for (int i = 0; i < N; i++) {
		double s = 0, tmp, lp = 0;
#pragma omp simd reduction(+: s) private(tmp) lastprivate(lp) safelen(8)
		for (int j = 0; j < M; j++) {
			tmp = a[i][j] * 2;
			s += tmp;
			lp = tmp;
		}
		rows[i] = s;
		last[i] = lp;
	}
	for (int i = 0; i < N; i++) {
		double s = 0;
		for (int j = 0; j < M; j++)
			s += a[i][j] * 2;
		ok &= rows[i] == s && last[i] == a[i][M - 1] * 2;
	}

#pragma omp target map(tofrom: total, k) map(to: a)
	{
#pragma omp simd reduction(+: total)
		for (k = 0; k < N; k++)
			total += a[k][0];
	}
	ok &= total == N * (N - 1) / 2.0 && k == N;

	/* a composite construct's simd loop variable, declared before it and
	 * mapped back: the sequential loop's last value (OpenMP 5.2 5.1.1) */
	int m = -3, u = -4;
#pragma omp target teams distribute parallel for simd map(tofrom: m) reduction(+: total)
	for (m = 0; m < N; m += 2)
		total += 1;
#pragma omp target teams distribute parallel for simd reduction(+: total)
	for (u = 0; u < N; u++)
		total += 1;
	ok &= m == N && u == N && total == N * (N - 1) / 2.0 + N / 2 + N;

#pragma omp target map(from: grid)
	{
#pragma omp simd collapse(2)
		for (int i = 0; i < 8; i++)
			for (int j = 0; j < 8; j++)
				grid[i][j] = i * 8 + j;
	}
	for (int i = 0; i < 8; i++)
		for (int j = 0; j < 8; j++)
			ok &= grid[i][j] == i * 8 + j;

	/* loop variables declared before a composite simd construct whose
	 * private clause names them: private, not lastprivate (OpenMP 5.2
	 * 5.1.1 allows either), so the host's own directive lists them once */
	static double cube[4][8][M];
	int b, i, j;
#pragma omp target teams distribute parallel for simd collapse(3) private(b, i, j) map(from: cube)
	for (b = 0; b < 4; b++)
		for (i = 0; i < 8; i++)
			for (j = 0; j < M; j++)
				cube[b][i][j] = b * 100 + i * 10 + j;
	for (b = 0; b < 4; b++)
		for (i = 0; i < 8; i++)
			for (j = 0; j < M; j++)
				ok &= cube[b][i][j] == b * 100 + i * 10 + j;
	printf("%g %g %g %d %g\n", rows[N - 1], last[N - 1], total, k, t);
	printf("%s\n", ok ? "PASS" : "FAIL");
	return !ok;
}
