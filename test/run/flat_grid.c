// RUN: %omp2cuda -O2 -fflat-grids %s -o %t && %run %t | FileCheck %s
// RUN: %run OMP2CUDA_FLAT=off %t | FileCheck %s
// RUN: %omp2cuda -O2 %s -o %t.nogrid && %run %t.nogrid | FileCheck %s
// RUN: %if gpu %{ env OMP_TARGET_OFFLOAD=MANDATORY OMP2CUDA_VERBOSE=1 %t 2>&1 | FileCheck %s --check-prefix=NOTE %} %else %{ true %}
// The 300 x 1000 update runs its flat kernel on a 2-D grid: 32 blocks of
// 32 iterations of j across, 300 rows of i over the blocks' warps down.
// NOTE: flat_grid.c:[[@LINE+21]]:1: kernel o2c_flat_grid_[[@LINE+21]]_flat on {{.*}}: 32 x {{[0-9]+}} blocks x {{[0-9]+}} threads
// E2E-PASS[OMP2CUDA_VERBOSE=1]: flat_grid.c:\d+:1: kernel o2c_flat_grid_\d+_flat on .*: 32 x \d+ blocks x \d+ threads
// E2E-ENV: OMP2CUDA_FLAT=off
// CHECK: PASS
// collapse(2) nests whose body runs no loop: with -fflat-grids a thread an
// iteration of a 2-D grid (lowering/flat.c), x over the fast loop, y over
// the other (without it, the grid-stride kernels); extents
// that are no multiple of a block's; a nest whose fast loop is the outer
// one (a[j * n + i]); a continue in the body; a descending loop with a
// stride of 3; a fast loop of 5 (whose partial blocks would idle most
// lanes: the grid-stride kernel runs it); rows past what a grid's y holds
// (600,000 by 32: the same); every element compared with a serial
// computation.
#include <stdio.h>
#include <stdlib.h>

#define R 300
#define C 1000

static void
update(float *a, const float *m, const float *top, int rows, int cols)
{
#pragma omp target teams distribute parallel for collapse(2) map(tofrom: a[0:rows * cols]) map(to: m[0:rows], top[0:cols])
	for (int i = 0; i < rows; i++)
		for (int j = 0; j < cols; j++)
			a[i * cols + j] -= m[i] * top[j];
}

static void
transpose_add(float *b, const float *a, int rows, int cols)
{
	/* j is the outer loop and the fast one: b[j][i] is read at i */
#pragma omp target teams distribute parallel for collapse(2) map(tofrom: b[0:rows * cols]) map(to: a[0:rows * cols])
	for (int j = 0; j < cols; j++)
		for (int i = 0; i < rows; i++)
			b[j * rows + i] += a[i * cols + j];
}

static void
skip_odd(int *c, int rows, int cols)
{
#pragma omp target teams distribute parallel for collapse(2) map(tofrom: c[0:rows * cols])
	for (int i = 0; i < rows; i++)
		for (int j = 0; j < cols; j++) {
			if ((i + j) % 2)
				continue;
			c[i * cols + j] = i - j;
		}
}

static void
down_by_three(long *d, int rows, int cols)
{
#pragma omp target teams distribute parallel for collapse(2) map(tofrom: d[0:rows * cols])
	for (int i = rows - 1; i >= 0; i -= 3)
		for (int j = 1; j < cols; j++)
			d[i * cols + j] = (long)i * 100000 + j;
}

static int
check_float(const char *what, const float *x, const float *y, long n)
{
	for (long k = 0; k < n; k++)
		if (x[k] != y[k]) {
			printf("FAIL: %s[%ld] = %g, expected %g\n", what, k, x[k], y[k]);
			return 1;
		}
	return 0;
}

int
main(void)
{
	const int tall = 600000, thin = 5;
	float *a = malloc(sizeof(float) * R * C), *ra = malloc(sizeof(float) * R * C);
	float *b = malloc(sizeof(float) * R * C), *rb = malloc(sizeof(float) * R * C);
	float *m = malloc(sizeof(float) * tall), *top = malloc(sizeof(float) * C);
	float *t = malloc(sizeof(float) * tall * 32), *rt = malloc(sizeof(float) * tall * 32);
	int *c = malloc(sizeof(int) * R * C);
	long *d = malloc(sizeof(long) * R * C);
	int bad = 0;

	for (int i = 0; i < tall; i++)
		m[i] = (float)(i % 17) / 8;
	for (int j = 0; j < C; j++)
		top[j] = (float)(j % 13) - 6;
	for (long k = 0; k < (long)R * C; k++) {
		a[k] = ra[k] = (float)(k % 101);
		b[k] = rb[k] = (float)(k % 7);
		c[k] = -1;
		d[k] = -1;
	}
	for (long k = 0; k < (long)tall * 32; k++)
		t[k] = rt[k] = (float)(k % 31);

	update(a, m, top, R, C);
	transpose_add(b, a, R, C);
	skip_odd(c, R, C);
	down_by_three(d, R, C);
	update(a, m, top, R, thin);     /* a fast loop of 5 */
	update(t, m, top, tall, 32);    /* 600,000 rows */

	for (int i = 0; i < R; i++)
		for (int j = 0; j < C; j++)
			ra[i * C + j] -= m[i] * top[j];
	for (int j = 0; j < C; j++)
		for (int i = 0; i < R; i++)
			rb[j * R + i] += ra[i * C + j];
	for (int i = 0; i < R; i++)
		for (int j = 0; j < thin; j++)
			ra[i * thin + j] -= m[i] * top[j];
	for (int i = 0; i < tall; i++)
		for (int j = 0; j < 32; j++)
			rt[i * 32 + j] -= m[i] * top[j];
	bad |= check_float("a", a, ra, (long)R * C);
	bad |= check_float("b", b, rb, (long)R * C);
	bad |= check_float("t", t, rt, (long)tall * 32);
	for (int i = 0; i < R && !bad; i++)
		for (int j = 0; j < C; j++) {
			int want = (i + j) % 2 ? -1 : i - j;
			long dwant = (R - 1 - i) % 3 == 0 && j >= 1 ? (long)i * 100000 + j : -1;
			if (c[i * C + j] != want || d[i * C + j] != dwant) {
				printf("FAIL: c[%d][%d] = %d (%d), d = %ld (%ld)\n", i, j, c[i * C + j], want,
				       d[i * C + j], dwant);
				bad = 1;
				break;
			}
		}
	if (!bad)
		printf("PASS\n");
	return bad;
}
