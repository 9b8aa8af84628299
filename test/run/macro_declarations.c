// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// CHECK: PASS
// Declarations that macros write, in PolyBench/GPU's idiom: kernel
// functions whose array parameters are POLYBENCH_2D_1D(A, NI, NJ, ni, nj)
// (`*A`) or POLYBENCH_2D(...) (`A[NI][NJ]`), called from main, with a
// target teams distribute parallel for inside indexing A[i * nj + j];
// and the other forms: a declaration DECL(type, name), an array
// declarator ARR(name), a typedef TYPEDEF(type, name), static from a
// macro, a parameter list from a macro, a loop variable declared by a
// macro, locals of the region declared by macros, declare target
// variables declared and initialized through macros.  Every result is
// compared with a serial computation.
#include <omp.h>
#include <stdio.h>

#define NI 37
#define NJ 29
#define DATA_TYPE double
#define POLYBENCH_2D_1D(var, dim1, dim2, ddim1, ddim2) *var
#define POLYBENCH_2D(var, dim1, dim2, ddim1, ddim2) var[dim1][dim2]
#define IDX2(A, d1, d2, N1, N2) A[(d1) * (N2) + (d2)]
#define DECL(t, n) t n
#define ARR(n) n[NI]
#define TYPEDEF(t, n) typedef t n;
#define STATIC static
#define SCALE(v) v
#define PARAMS (int n, real *x, real *y)

TYPEDEF(double, real)

#pragma omp declare target
DECL(double, ARR(table)) = {1, 2, 3};
STATIC DECL(double, factor) = SCALE(2.5);
#pragma omp end declare target
STATIC DECL(int, offset) = SCALE(3);

static void
kernel_1d(int ni, int nj, DATA_TYPE alpha, DATA_TYPE POLYBENCH_2D_1D(A, NI, NJ, ni, nj),
          DATA_TYPE POLYBENCH_2D_1D(B, NI, NJ, ni, nj))
{
	int i, j;
#pragma omp target teams distribute parallel for private(j) map(to: A[:NI*NJ]) map(tofrom: B[:NI*NJ])
	for (i = 0; i < ni; i++)
		for (j = 0; j < nj; j++)
			IDX2(B, i, j, ni, nj) += alpha * A[i * nj + j];
}

static void
kernel_2d(int ni, int nj, DATA_TYPE POLYBENCH_2D(C, NI, NJ, ni, nj))
{
#pragma omp target teams distribute parallel for collapse(2) map(tofrom: C[0:NI])
	for (int i = 0; i < ni; i++)
		for (int j = 0; j < nj; j++)
			C[i][j] = C[i][j] * 2 + i;
}

static void axpy PARAMS
{
	DECL(real, a) = 2.0;
#pragma omp target teams distribute parallel for map(to: x[:n]) map(tofrom: y[:n])
	for (DECL(int, i) = 0; i < n; i++) {
		DECL(real, t) = a * x[i];
		y[i] += t + table[i % 4] * factor + offset;
	}
}

static int
team_sums(const int *v, int sums[4])
{
	int teams = 0;
#pragma omp target teams num_teams(4) map(to: v[:NI]) map(tofrom: sums[:4], teams)
	{
		DECL(int, t) = 0;
		DECL(int, tm) = omp_get_team_num();
		for (int i = tm; i < NI; i += omp_get_num_teams())
			t += v[i];
		sums[tm] = t;
		if (tm == 0)
			teams = omp_get_num_teams();
	}
	return teams;
}

int
main(void)
{
	static double A[NI * NJ], B[NI * NJ], C[NI][NJ];
	real ARR(x), ARR(y);
	int ARR(v), sums[4] = {0, 0, 0, 0};
	int bad = 0;

	for (int i = 0; i < NI * NJ; i++) {
		A[i] = i % 11;
		B[i] = i % 5;
	}
	for (int i = 0; i < NI; i++)
		for (int j = 0; j < NJ; j++)
			C[i][j] = i - j;
	for (int i = 0; i < NI; i++) {
		x[i] = i;
		y[i] = 1;
		v[i] = i * 3;
	}
	kernel_1d(NI, NJ, 1.5, A, B);
	kernel_2d(NI, NJ, C);
	axpy(NI, x, y);
	int teams = team_sums(v, sums), total = 0;
	for (int i = 0; i < NI * NJ; i++)
		bad |= B[i] != i % 5 + 1.5 * (i % 11);
	for (int i = 0; i < NI; i++)
		for (int j = 0; j < NJ; j++)
			bad |= C[i][j] != (i - j) * 2 + i;
	for (int i = 0; i < NI; i++)
		bad |= y[i] != 1 + 2.0 * i + (i % 4 < 3 ? i % 4 + 1 : 0) * 2.5 + 3;
	bad |= teams < 1 || teams > 4;
	for (int k = 0; k < teams; k++) {
		int s = 0;
		for (int i = k; i < NI; i += teams)
			s += v[i];
		bad |= sums[k] != s;
		total += sums[k];
	}
	bad |= total != 3 * NI * (NI - 1) / 2;
	printf(bad ? "FAIL\n" : "PASS\n");
	return bad;
}
