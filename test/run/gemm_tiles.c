// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: %run OMP2CUDA_TILE=off %t | FileCheck %s
// RUN: env OMP_TARGET_OFFLOAD=DISABLED OMP_NUM_THREADS=4 %t | FileCheck %s
// RUN: %omp2cuda -O2 -fno-tile-loops %s -o %t.off && %run %t.off | FileCheck %s
// RUN: %if gpu %{ env OMP_TARGET_OFFLOAD=MANDATORY OMP2CUDA_VERBOSE=1 %t 2>&1 | FileCheck %s --check-prefix=NOTE %} %else %{ true %}
// RUN: %if gpu %{ env OMP_TARGET_OFFLOAD=MANDATORY OMP2CUDA_VERBOSE=1 OMP2CUDA_TILE=off %t 2>&1 | FileCheck %s --check-prefix=NOTE-OFF %} %else %{ true %}
// CHECK: PASS
// E2E-ENV: OMP2CUDA_TILE=off
// NOTE: kernel o2c_gemm_tiles_gemm_kernels_{{[0-9]+}}{{.*}} x 256 threads (blocks: default, threads: a tile of the tiled loop)
// NOTE-OFF-NOT: a tile of the tiled loop
// NOTE-OFF: PASS
//
// Matrix products the compiler tiles in shared memory (lowering/tile.c),
// Inputs/gemm_kernels.c's, of sizes that are no multiples of the tile
// and of sizes with whole tiles (a path of their own), each checked bit
// for bit:
// - C = A B with separate arrays, on small integers (every sum exact, so
//   equal to a serial host loop's whatever the order and contraction),
//   and on fractions against the same loop with a schedule clause, which
//   is never tiled (the same sums in the same order: the same bits);
// - LU's in-place trailing update of one array, two block steps, against
//   the same steps run serially on the host;
// - a product whose rows read and rows written interleave in one buffer
//   (x = buf, z = buf + n, rows 2n apart): the run-time check cannot
//   prove them apart, so the kernel must run its untiled loop.

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "Inputs/gemm_kernels.c"

#define N 37
#define M 45
#define P 53
#define L 77
#define BS 13

static int failed;

static void
check(const char *what, const float *got, const float *want, int n)
{
	if (memcmp(got, want, (size_t)n * sizeof *got)) {
		for (int i = 0; i < n; i++)
			if (memcmp(&got[i], &want[i], sizeof *got)) {
				printf("FAIL %s: element %d is %.9g, not %.9g\n", what, i, got[i], want[i]);
				break;
			}
		failed = 1;
	}
}

static unsigned seed = 12345;

static int
next(void)
{
	seed = seed * 1103515245u + 12345u;
	return (int)((seed >> 16) & 0x7fff);
}

/* The same loop, never tiled (a schedule clause). */
static void
matmul_untiled(const float *x, const float *y, float *z, int n, int m, int p)
{
#pragma omp target teams distribute parallel for collapse(2) schedule(static, 1) map(to: x[0:n * p], y[0:p * m]) map(from: z[0:n * m])
	for (int i = 0; i < n; i++)
		for (int j = 0; j < m; j++) {
			float s = 0.0f;
			for (int k = 0; k < p; k++)
				s += x[(long)i * p + k] * y[(long)k * m + j];
			z[(long)i * m + j] = s;
		}
}

static void
matmul_host(const float *x, const float *y, float *z, int n, int m, int p)
{
	for (int i = 0; i < n; i++)
		for (int j = 0; j < m; j++) {
			float s = 0.0f;
			for (int k = 0; k < p; k++)
				s += x[(long)i * p + k] * y[(long)k * m + j];
			z[(long)i * m + j] = s;
		}
}

static void
products(void)
{
	static float x[N * P], y[P * M], z[N * M], want[N * M];

	for (int i = 0; i < N * P; i++)
		x[i] = (float)(next() % 9 - 4);
	for (int i = 0; i < P * M; i++)
		y[i] = (float)(next() % 9 - 4);
	matmul(x, y, z, N, M, P);
	matmul_host(x, y, want, N, M, P);
	check("integer product", z, want, N * M);
	for (int i = 0; i < N * P; i++)
		x[i] = (float)next() / 16384.0f - 1.0f;
	for (int i = 0; i < P * M; i++)
		y[i] = (float)next() / 16384.0f - 1.0f;
	matmul(x, y, z, N, M, P);
	matmul_untiled(x, y, want, N, M, P);
	check("fraction product", z, want, N * M);
	matmul(x, y, z, N, M, 0); /* no k at all */
	for (int i = 0; i < N * M; i++)
		want[i] = 0.0f;
	check("empty sum", z, want, N * M);
}

/* Whole tiles too (a path of their own): 70 x 66 by 64, two whole steps of
 * k, beside partial tiles. */
static void
whole_products(void)
{
	static float x[70 * 64], y[64 * 66], z[70 * 66], want[70 * 66];

	for (int i = 0; i < 70 * 64; i++)
		x[i] = (float)next() / 16384.0f - 1.0f;
	for (int i = 0; i < 64 * 66; i++)
		y[i] = (float)next() / 16384.0f - 1.0f;
	matmul(x, y, z, 70, 66, 64);
	matmul_untiled(x, y, want, 70, 66, 64);
	check("whole tiles", z, want, 70 * 66);
}

static void
trailing_host(float *a, int n, int kb, int be)
{
	for (int i = be; i < n; i++)
		for (int j = be; j < n; j++) {
			float s = 0.0f;
			for (int k = kb; k < be; k++)
				s += a[(long)i * n + k] * a[(long)k * n + j];
			a[(long)i * n + j] -= s;
		}
}

static void
in_place(void)
{
	static float a[L * L], want[L * L];

	for (int i = 0; i < L * L; i++)
		want[i] = a[i] = (float)(next() % 9 - 4);
#pragma omp target data map(tofrom: a[0:L * L])
	for (int kb = 0; kb < 2 * BS; kb += BS)
		trailing(a, L, kb, kb + BS);
	for (int kb = 0; kb < 2 * BS; kb += BS)
		trailing_host(want, L, kb, kb + BS);
	check("in-place trailing update", a, want, L * L);
	/* blocks of 32, as lud's: whole tiles in the first step (small
	 * integers again: every sum stays exact) */
	for (int i = 0; i < L * L; i++)
		want[i] = a[i] = (float)(next() % 9 - 4);
#pragma omp target data map(tofrom: a[0:L * L])
	for (int kb = 0; kb < 64; kb += 32)
		trailing(a, L, kb, kb + 32);
	for (int kb = 0; kb < 64; kb += 32)
		trailing_host(want, L, kb, kb + 32);
	check("in-place trailing update, blocks of 32", a, want, L * L);
}

static void
interleaved_rows(void)
{
	static float buf[N * 2 * P], y[P * P], want[N * 2 * P];
	float *x = buf, *z = buf + P;
	int n = N, p = P, ld = 2 * P;

	for (int i = 0; i < N * 2 * P; i++)
		want[i] = buf[i] = (float)(next() % 9 - 4);
	for (int i = 0; i < P * P; i++)
		y[i] = (float)(next() % 9 - 4);
#pragma omp target data map(tofrom: buf[0:N * 2 * P]) map(to: y[0:P * P])
	interleaved(x, y, z, n, p, ld);
	for (int i = 0; i < N; i++)
		for (int j = 0; j < P; j++) {
			float s = 0.0f;
			for (int k = 0; k < P; k++)
				s += want[(long)i * ld + k] * y[(long)k * P + j];
			want[(long)i * ld + P + j] = s;
		}
	check("interleaved rows", buf, want, N * 2 * P);
}

int
main(void)
{
	products();
	whole_products();
	in_place();
	interleaved_rows();
	if (failed)
		return 1;
	printf("PASS\n");
	return 0;
}
