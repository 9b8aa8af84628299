// RUN: %omp2cuda -O2 %s -o %t -ftune-file=%S/Inputs/tune_block.tune && %run %t | FileCheck %s
// RUN: %omp2cuda --explain %s -ftune-file=%S/Inputs/tune_block.tune 2>&1 >/dev/null | FileCheck %s --check-prefix=WARN
// RUN: env OMP_TARGET_OFFLOAD=DISABLED OMP_NUM_THREADS=3 %t | FileCheck %s
// RUN: %if gpu %{ env OMP_TARGET_OFFLOAD=MANDATORY OMP2CUDA_VERBOSE=1 %t 2>&1 | FileCheck %s --check-prefix=NOTE %} %else %{ true %}
// CHECK: PASS
// WARN: tune_block.tune: line 7: block=128 ignored for {{.*}}tune_block.c:{{[0-9]+}}:1: a clause sets the launch's geometry
// NOTE-DAG: threads: the compiler's block size (a tune file)
// NOTE-DAG: x 1024 threads (blocks: default, threads: the compiler's block size
// NOTE-DAG: x 32 threads (blocks: default, threads: the compiler's block size
// NOTE: PASS
//
// Tune files' block sizes (-ftune-file=, Inputs/tune_block.tune): combined
// loops whose program cannot see its team size launched with 1024, 32, 64
// and 512 threads a block, a reduction and a collapsed nest among them, a
// tune line turning narrow kernels and staged rows off or on; a loop whose
// num_teams clause sets its geometry keeps it (a warning).  Every result is
// checked against the host's.  (The tune file names this file's lines.)
#include <stdio.h>

#define N 100000
#define M 300
#define K 200
#define F 5

static double a[N];
static int c[M * K], small[100], teams[1000];
static float pts[N * F], norm[N];

static double
sum(int n)
{
	double s = 0.0;
#pragma omp target teams distribute parallel for reduction(+: s) map(to: a[0:n])
	for (int i = 0; i < n; i++)
		s += a[i];
	return s;
}

static void
grid(int m, int k)
{
#pragma omp target teams distribute parallel for collapse(2) map(from: c[0:m * k])
	for (int i = 0; i < m; i++)
		for (int j = 0; j < k; j++)
			c[i * k + j] = i + 2 * j;
}

static void
few(int n)
{
#pragma omp target teams distribute parallel for map(tofrom: small[0:n])
	for (int i = 0; i < n; i++)
		small[i] = 3 * small[i] + i;
}

static void
rows(int n, int nf)
{
#pragma omp target teams distribute parallel for map(to: pts[0:n * nf]) map(from: norm[0:n])
	for (int i = 0; i < n; i++) {
		float s = 0.0f;
		for (int f = 0; f < nf; f++)
			s += pts[(long)i * nf + f] * pts[(long)i * nf + f];
		norm[i] = s;
	}
}

static void
clause(int n)
{
#pragma omp target teams distribute parallel for num_teams(4) map(from: teams[0:n])
	for (int i = 0; i < n; i++)
		teams[i] = i * i;
}

int
main(void)
{
	int ok = 1;
	double want = 0.0;

	for (int i = 0; i < N; i++) {
		a[i] = (double)(i % 13) * 0.5;
		want += a[i];
	}
	for (int i = 0; i < N * F; i++)
		pts[i] = (float)(i % 7);
	for (int i = 0; i < 100; i++)
		small[i] = i;
	ok &= sum(N) == want;
	grid(M, K);
	few(100);
	rows(N, F);
	clause(1000);
	for (int i = 0; i < M * K; i++)
		ok &= c[i] == i / K + 2 * (i % K);
	for (int i = 0; i < 100; i++)
		ok &= small[i] == 4 * i;
	for (int i = 0; i < N; i++) {
		float s = 0.0f;
		for (int f = 0; f < F; f++)
			s += pts[(long)i * F + f] * pts[(long)i * F + f];
		ok &= norm[i] == s;
	}
	for (int i = 0; i < 1000; i++)
		ok &= teams[i] == i * i;
	puts(ok ? "PASS" : "FAIL");
	return !ok;
}

/* The launches on a GPU (test/e2e.py): */
// E2E-PASS[OMP2CUDA_VERBOSE=1]: x 1024 threads \(blocks: default, threads: the compiler's block size
// E2E-PASS[OMP2CUDA_VERBOSE=1 OMP2CUDA_PROFILE=0]: x 32 threads \(blocks: default, threads: the compiler's block size
