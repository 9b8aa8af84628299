// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: env OMP_TARGET_OFFLOAD=DISABLED OMP_NUM_THREADS=4 %t | FileCheck %s
// CHECK: PASS
//
// Reductions of array sections of a few elements (lowering/sections.c),
// each element combined over a block's threads before one atomic
// operation a block (o2c_reduce_section): max of floats over an inner
// loop (a Hausdorff distance), + of doubles, min of longs at an offset,
// + of chars (a 1-byte type, combined in a 4-byte word), * of ints,
// bitwise or; many blocks, one block, a part of a block, no iteration;
// floating-point + onto -0.0 gives +0.0, as the host's does.

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static int failed;

static void
expect(const char *what, int n, double got, double want)
{
	if (got != want || signbit(got) != signbit(want)) {
		printf("FAIL: %s, %d iterations: %g (want %g)\n", what, n, got, want);
		failed++;
	}
}

static void
run(const float *a, const float *b, int n, int m)
{
	float far[1] = {-1.0f};
	double sums[3] = {-0.0, 1.0, 2.0};
	long lo[5] = {0, 0, 0, 1000000, 2000000};
	char count[2] = {0, 5};
	int prod[2] = {1, 1};
	unsigned bits[1] = {0};
	float want_far = -1.0f;
	double want0 = -0.0, want1 = 1.0, want2 = 2.0;
	long want_lo3 = 1000000, want_lo4 = 2000000;
	int want_c0 = 0, want_c1 = 5, want_p0 = 1, want_p1 = 1;
	unsigned want_bits = 0;

#pragma omp target teams distribute parallel for map(to: a[0:n], b[0:m]) \
	reduction(max: far[0]) reduction(+: sums[0:3]) reduction(min: lo[3:2]) \
	reduction(+: count[0:2]) reduction(*: prod[0:2]) reduction(|: bits[0:1])
	for (int i = 0; i < n; i++) {
		float d = INFINITY;
		for (int j = 0; j < m; j++) {
			float t = (a[i] - b[j]) * (a[i] - b[j]);
			d = t < d ? t : d;
		}
		far[0] = d > far[0] ? d : far[0];
		sums[0] += -0.0;
		sums[1] += i % 3;
		sums[2] += 0.5 * (i % 5);
		lo[3] = (long)(i * 7 % 1001) < lo[3] ? (long)(i * 7 % 1001) : lo[3];
		lo[4] = (long)(n - i) < lo[4] ? (long)(n - i) : lo[4];
		count[0] += i % 50 == 0;
		count[1] += i == n - 1;
		prod[0] *= i % 1000 == 999 ? 2 : 1;
		prod[1] *= i == 0 ? -1 : 1;
		bits[0] |= 1u << (i % 29);
	}
	for (int i = 0; i < n; i++) {
		float d = INFINITY;
		for (int j = 0; j < m; j++) {
			float t = (a[i] - b[j]) * (a[i] - b[j]);
			d = t < d ? t : d;
		}
		want_far = d > want_far ? d : want_far;
		want1 += i % 3;
		want2 += 0.5 * (i % 5);
		want_lo3 = (long)(i * 7 % 1001) < want_lo3 ? (long)(i * 7 % 1001) : want_lo3;
		want_lo4 = (long)(n - i) < want_lo4 ? (long)(n - i) : want_lo4;
		want_c0 += i % 50 == 0;
		want_c1 += i == n - 1;
		want_p0 *= i % 1000 == 999 ? 2 : 1;
		want_p1 *= i == 0 ? -1 : 1;
		want_bits |= 1u << (i % 29);
	}
	want0 = 0.0; /* -0.0 + 0.0: every copy starts at +0.0 */
	expect("max far[0]", n, far[0], want_far);
	expect("+ sums[0]", n, sums[0], want0);
	expect("+ sums[1]", n, sums[1], want1);
	expect("+ sums[2]", n, sums[2], want2);
	expect("min lo[3]", n, (double)lo[3], (double)want_lo3);
	expect("min lo[4]", n, (double)lo[4], (double)want_lo4);
	expect("+ count[0]", n, count[0], (char)want_c0);
	expect("+ count[1]", n, count[1], (char)want_c1);
	expect("* prod[0]", n, prod[0], want_p0);
	expect("* prod[1]", n, prod[1], want_p1);
	expect("| bits[0]", n, bits[0], want_bits);
	expect("lo[0] untouched", n, (double)lo[0], 0.0);
}

int
main(void)
{
	int n = 20000, m = 300;
	float *a = malloc((size_t)n * sizeof *a), *b = malloc((size_t)m * sizeof *b);

	if (!a || !b)
		return 1;
	for (int i = 0; i < n; i++)
		a[i] = (float)((i * 37) % 1009) / 1009.0f;
	for (int j = 0; j < m; j++)
		b[j] = (float)((j * 53) % 997) / 997.0f + 0.25f;
	run(a, b, n, m);
	run(a, b, 256, m);
	run(a, b, 100, m);
	run(a, b, 1, m);
	run(a, b, 0, m);
	free(a);
	free(b);
	if (failed)
		return 1;
	printf("PASS\n");
	return 0;
}
