// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: %omp2cuda -O2 -fno-launch-divisors %s -o %t.off && %run %t.off | FileCheck %s
// CHECK: divisors 0 0 0 0 0
// CHECK: PASS
// E2E-ENV: OMP2CUDA_DIVISORS=off
// Divisors the host knows at launch (frontend/divisors.c): each region
// divides by values it takes by value, which the host turns into
// multipliers; every quotient and remainder against C's on the host, for
// divisors of both signs around powers of two and at the extremes (1 and
// -1 get none), dividends of both signs, a product of two values, and a
// region that changes its divisor, whose kernels then divide as written.
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>

#define N 4096

static int
signed_pass(int d, const int *in, int *q, int *r)
{
	int bad = 0;

#pragma omp target teams distribute parallel for map(to: in[0:N]) map(from: q[0:N], r[0:N])
	for (int i = 0; i < N; i++) {
		q[i] = in[i] / d;
		r[i] = in[i] % d;
	}
	for (int i = 0; i < N; i++)
		bad += q[i] != in[i] / d || r[i] != in[i] % d;
	return bad;
}

static int
unsigned_pass(unsigned d, const unsigned *in, unsigned *q)
{
	int bad = 0;

#pragma omp target teams distribute parallel for map(to: in[0:N]) map(from: q[0:N])
	for (int i = 0; i < N; i++)
		q[i] = in[i] / d + in[i] % d;
	for (int i = 0; i < N; i++)
		bad += q[i] != in[i] / d + in[i] % d;
	return bad;
}

/* index arithmetic by a product: i = (c * h + y) * w + x */
static int
product_pass(int w, int h, int *out)
{
	int bad = 0, n = w * h * 3;

#pragma omp target teams distribute parallel for map(from: out[0:n])
	for (int i = 0; i < n; i++) {
		int x = i % w, y = i / w % h, c = i / (w * h);
		out[i] = (c * 1000 + y) * 1000 + x;
	}
	for (int i = 0; i < n; i++)
		bad += out[i] != ((i / (w * h)) * 1000 + i / w % h) * 1000 + i % w;
	return bad;
}

/* the region's own d differs from the host's where i is odd */
static int
changed_pass(int d, int *out)
{
	int bad = 0;

#pragma omp target teams distribute parallel for firstprivate(d) map(from: out[0:N])
	for (int i = 0; i < N; i++) {
		d += i & 1;
		out[i] = (i * 977 - 2000000) / d;
		d -= i & 1;
	}
	for (int i = 0; i < N; i++)
		bad += out[i] != (i * 977 - 2000000) / (d + (i & 1));
	return bad;
}

int
main(int argc, char **argv)
{
	static int in[N], q[N], r[N];
	static unsigned uin[N], uq[N];
	int bad[5] = {0, 0, 0, 0, 0};
	unsigned seed = (unsigned)argc * 2654435761u;
	(void)argv;

	for (int i = 0; i < N; i++) {
		seed = seed * 1664525u + 1013904223u;
		in[i] = i < 8 ? (int[]){INT_MIN, INT_MIN + 1, -1, 0, 1, INT_MAX, INT_MAX - 1, -7}[i]
		              : (int)seed >> (i % 31);
		uin[i] = i < 4 ? (unsigned[]){0u, 1u, UINT_MAX, 0x80000000u}[i] : seed >> (i % 29);
	}
	for (int k = 0; k < 31; k++)
		for (int e = -1; e <= 1; e++) {
			int d = (int)((1u << k) + (unsigned)e);
			if (d > 1) /* and -d: INT_MIN / -1 overflows */
				bad[0] += signed_pass(d, in, q, r) + signed_pass(-d, in, q, r);
			if (d > 0)
				bad[1] += unsigned_pass((unsigned)d, uin, uq) +
				          unsigned_pass(UINT_MAX - (unsigned)d + 1u, uin, uq);
		}
	bad[0] += signed_pass(INT_MAX, in, q, r) + signed_pass(INT_MIN, in, q, r);
	bad[1] += unsigned_pass(UINT_MAX, uin, uq) + unsigned_pass(0x80000001u, uin, uq);
	int *out = malloc(sizeof(int) * 3 * 61 * 37);
	bad[2] += product_pass(61, 37, out) + product_pass(1, 37, out) + product_pass(61, 1, out);
	free(out);
	bad[3] += changed_pass(7, q) + changed_pass(-3, q) + changed_pass(1, q);
	bad[4] += signed_pass(1, in, q, r); /* no multiplier */
	printf("divisors %d %d %d %d %d\n", bad[0], bad[1], bad[2], bad[3], bad[4]);
	printf("%s\n", bad[0] + bad[1] + bad[2] + bad[3] + bad[4] ? "FAIL" : "PASS");
	return 0;
}
