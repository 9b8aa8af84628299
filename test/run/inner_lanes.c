// RUN: %omp2cuda -O2 %s -o %t -lm && %run %t | FileCheck %s
// RUN: env OMP_TARGET_OFFLOAD=DISABLED OMP_NUM_THREADS=4 %t | FileCheck %s
// RUN: %omp2cuda -O2 -fno-inner-lanes %s -o %t.plain -lm && %run %t.plain | FileCheck %s
// RUN: %omp2cuda --explain %s | FileCheck %s --check-prefix=EXPLAIN
// E2E-PASS[%t.plain]:
// CHECK: PASS
// EXPLAIN-COUNT-5: inner loop over lanes: o2c_inner_lanes_{{[0-9]+}}_lanes, a warp per iteration
// EXPLAIN: inner loop over lanes: a thread per iteration: 'acc = acc * 0.5f + x[(long)i * W + j]' writes a variable declared outside the inner loop's body
//
// Inner loops over a warp's lanes (lowering/inner.c): a combined loop whose
// body ends with a loop of independent iterations runs, where its
// iterations are fewer than the warps the GPU holds, a warp per iteration,
// the inner loop's iterations over the lanes.  Every region here is checked
// against the same loops run in order on the host:
//   - a column of an LU factorization: lane 0 alone stores the scaled
//     element before the inner loop, which every lane then reads back, and
//     the loop's two bases in one array (its row, the pivot's row) lie
//     apart;
//   - a running sum along each row, a[j] += a[j - 1]: two bases one
//     element apart, so lane 0 runs the loop in order (the check at its
//     start), and the sums must come out as in order;
//   - a loop counting down by 2 into every other element (c = 2), reading
//     another array;
//   - 100 inner iterations (rounds of 32 lanes), a local array, a math
//     function, continue, a loop nested in the inner one, a short index;
//   - rows whose inner loop runs no iteration;
//   - a value lane 0 writes to memory before the inner loop, which every
//     lane reads in it;
//   - the same loop with more iterations than the GPU holds warps (a
//     thread per iteration again).
// A loop whose iterations share a scalar stays a thread per iteration.

#include <math.h>
#include <stdio.h>
#include <string.h>

#define N 160
#define W 100
#define BIG 20000

static float lu[N * N], luref[N * N];
static long run[N * W], runref[N * W];
static float src[N * W], dst[N * 2 * W], dstref[N * 2 * W];
static double out[BIG * 8], outref[BIG * 8];
static float rowv[N], grid[N * W], gridref[N * W];
static float x[N * W], smooth[N], smoothref[N];

static int bad;

static void
expect(const char *what, int ok)
{
	if (!ok && bad++ < 10)
		printf("FAIL %s\n", what);
}

/* A column step of an unblocked LU factorization (k fixed): rows below the
 * pivot scaled, the rest of the block's columns updated. */
static void
lu_column(float *a, int n, int k, int be)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:n * n])
	for (int i = k + 1; i < n; i++) {
		float l = a[(long)i * n + k] / a[(long)k * n + k];
		a[(long)i * n + k] = l;
		for (int j = k + 1; j < be; j++)
			a[(long)i * n + j] -= l * a[(long)k * n + j];
	}
}

static void
lu_column_ref(float *a, int n, int k, int be)
{
	for (int i = k + 1; i < n; i++) {
		float l = a[(long)i * n + k] / a[(long)k * n + k];
		a[(long)i * n + k] = l;
		for (int j = k + 1; j < be; j++)
			a[(long)i * n + j] -= l * a[(long)k * n + j];
	}
}

static void
running_sums(long *a, int rows, int w)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:rows * w])
	for (int i = 0; i < rows; i++)
		for (int j = 1; j < w; j++)
			a[(long)i * w + j] += a[(long)i * w + j - 1];
}

static void
every_other(float *restrict d, const float *restrict s, int rows, int m)
{
#pragma omp target teams distribute parallel for map(to: s[0:rows * m]) map(tofrom: d[0:rows * 2 * m])
	for (int i = 0; i < rows; i++)
		for (int j = m - 1; j >= 0; j -= 2)
			d[(long)i * 2 * m + 2 * j] = s[(long)i * m + j] * 3.0f - (float)j;
}

static void
rounds(double *o, int rows)
{
#pragma omp target teams distribute parallel for map(tofrom: o[0:rows * 8])
	for (int i = 0; i < rows; i++) {
		double scale = 1.0 / (1 + i % 7);
		for (short j = 0; j < 100; j++) {
			double t[3] = {scale, (double)j, 0.0};
			if (j % 13 == 5)
				continue;
			for (int q = 0; q < 3; q++)
				t[2] += t[q] * (q + 1);
			if (j < 8)
				o[(long)i * 8 + j] = sqrt(t[2] + j) + o[(long)i * 8 + j];
		}
	}
}

static void
rounds_ref(double *o, int rows)
{
	for (int i = 0; i < rows; i++) {
		double scale = 1.0 / (1 + i % 7);
		for (short j = 0; j < 100; j++) {
			double t[3] = {scale, (double)j, 0.0};
			if (j % 13 == 5)
				continue;
			for (int q = 0; q < 3; q++)
				t[2] += t[q] * (q + 1);
			if (j < 8)
				o[(long)i * 8 + j] = sqrt(t[2] + j) + o[(long)i * 8 + j];
		}
	}
}

/* Row i's inner loop runs from i to 40: none past row 40. */
static void
triangle(float *g, float *v, int rows)
{
#pragma omp target teams distribute parallel for map(tofrom: g[0:rows * W], v[0:rows])
	for (int i = 0; i < rows; i++) {
		float base = 0.25f * i;
		int from = i;
		base = base + 1.0f;
		v[i] = base * 2.0f;
		for (int j = from; j < 40; j++)
			g[(long)i * W + j] = v[i] + (float)j + g[(long)i * W + j];
	}
}

static void
triangle_ref(float *g, float *v, int rows)
{
	for (int i = 0; i < rows; i++) {
		float base = 0.25f * i;
		int from = i;
		base = base + 1.0f;
		v[i] = base * 2.0f;
		for (int j = from; j < 40; j++)
			g[(long)i * W + j] = v[i] + (float)j + g[(long)i * W + j];
	}
}

/* Each row's iterations share acc: a thread per row. */
static void
decay(const float *x, float *s, int rows)
{
#pragma omp target teams distribute parallel for map(to: x[0:rows * W]) map(from: s[0:rows])
	for (int i = 0; i < rows; i++) {
		float acc = 0.0f;
		for (int j = 0; j < W; j++) {
			acc = acc * 0.5f + x[(long)i * W + j];
			s[i] = acc;
		}
	}
}

int
main(void)
{
	for (int i = 0; i < N; i++)
		for (int j = 0; j < N; j++)
			lu[i * N + j] = luref[i * N + j] = (float)((i * 7 + j * 3) % 11) - 5.0f +
			                                   (i == j ? 2.0f * N : 0.0f);
	for (int kb = 0; kb < N; kb += 32)
		for (int k = kb; k < kb + 32; k++) {
			lu_column(lu, N, k, kb + 32);
			lu_column_ref(luref, N, k, kb + 32);
		}
	for (int i = 0; i < N * N; i++) /* nvcc contracts l * a + b */
		expect("lu", fabsf(lu[i] - luref[i]) <= 1e-4f * (1.0f + fabsf(luref[i])));

	for (int i = 0; i < N * W; i++)
		run[i] = runref[i] = (i * 37) % 101 - 50;
	running_sums(run, N, W);
	for (int i = 0; i < N; i++)
		for (int j = 1; j < W; j++)
			runref[i * W + j] += runref[i * W + j - 1];
	for (int i = 0; i < N * W; i++)
		expect("running sums", run[i] == runref[i]);

	for (int i = 0; i < N * W; i++)
		src[i] = (float)(i % 17);
	for (int i = 0; i < N * 2 * W; i++)
		dst[i] = dstref[i] = -1.0f;
	every_other(dst, src, N, W);
	for (int i = 0; i < N; i++)
		for (int j = W - 1; j >= 0; j -= 2)
			dstref[(long)i * 2 * W + 2 * j] = src[(long)i * W + j] * 3.0f - (float)j;
	for (int i = 0; i < N * 2 * W; i++)
		expect("every other", dst[i] == dstref[i]);

	for (int i = 0; i < BIG * 8; i++)
		out[i] = outref[i] = i % 5;
	rounds(out, N);
	rounds_ref(outref, N);
	rounds(out, BIG);
	rounds_ref(outref, BIG);
	for (int i = 0; i < BIG * 8; i++)
		expect("rounds", fabs(out[i] - outref[i]) <= 1e-12 * fabs(outref[i]));

	for (int i = 0; i < N * W; i++)
		grid[i] = gridref[i] = (float)(i % 9);
	triangle(grid, rowv, N);
	triangle_ref(gridref, smoothref, N);
	for (int i = 0; i < N * W; i++)
		expect("triangle", grid[i] == gridref[i]);
	for (int i = 0; i < N; i++)
		expect("triangle's row values", rowv[i] == smoothref[i]);

	for (int i = 0; i < N * W; i++)
		x[i] = (float)((i * 5) % 13);
	decay(x, smooth, N);
	for (int i = 0; i < N; i++) {
		float acc = 0.0f;
		for (int j = 0; j < W; j++)
			acc = acc * 0.5f + x[(long)i * W + j];
		expect("decay", smooth[i] == acc);
	}

	printf("%s\n", bad ? "FAIL" : "PASS");
	return bad != 0;
}
