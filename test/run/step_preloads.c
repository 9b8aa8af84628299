// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: %omp2cuda -O2 -fno-step-preloads %s -o %t.off && %run %t.off | FileCheck %s
// E2E-ENV: OMP2CUDA_STEPS=off
// Step preloads (lowering/steps.c): a launch of stencil steps loads what
// every step surely loads of arrays the region does not write before its
// first step, each lane for each of the launch's steps.  Each array must
// end as the host loop leaves it, element for element: two arrays of
// different types loaded at indices of the host loop's variable (which
// starts at 3 and steps by 2), a captured scalar and the loop's variable;
// a load under a condition whose index is outside the array where the
// condition is false (never loaded first); five loads, of which four are
// loaded first; loops of 2, 5, 16, 17 and 40 iterations.  Checked
// against the same loops on the host.
#include <stdio.h>
#include <stdlib.h>

#define N 20011
#define ROWS 90

static int failed;

static void
check(const char *what, int steps, const long *got, const long *want, int n)
{
	for (int i = 0; i < n; i++)
		if (got[i] != want[i]) {
			printf("%s (%d steps): element %d is %ld, not %ld\n", what, steps, i, got[i], want[i]);
			failed = 1;
			return;
		}
}

/* Weights of two types, the host loop's variable in both indices; edge
 * is read only where j > 0, as the program tests (edge[-1] is outside
 * the array). */
static void
sweep(const int *w, const short *bias, const int *edge, long *a, long *b, int n, int steps, int shift)
{
	long *in = a, *out = b, *tmp;
#pragma omp target data map(to: w[0:(long)ROWS * n], bias[0:(long)ROWS * n + shift], edge[0:n]) \
	map(tofrom: a[0:n], b[0:n])
	for (int t = 3; t < 3 + 2 * steps; t += 2) {
#pragma omp target teams distribute parallel for
		for (int j = 0; j < n; j++) {
			long m = in[j];
			if (j > 0 && in[j - 1] + edge[j - 1] < m)
				m = in[j - 1];
			if (j < n - 1 && in[j + 1] < m)
				m = in[j + 1];
			out[j] = (m + w[(long)t * n + j] + bias[(long)t * n + j + shift]) % 1000003;
		}
		tmp = in;
		in = out;
		out = tmp;
	}
}

static void
sweep_ref(const int *w, const short *bias, const int *edge, long *a, long *b, int n, int steps, int shift)
{
	long *in = a, *out = b, *tmp;
	for (int t = 3; t < 3 + 2 * steps; t += 2) {
		for (int j = 0; j < n; j++) {
			long m = in[j];
			if (j > 0 && in[j - 1] + edge[j - 1] < m)
				m = in[j - 1];
			if (j < n - 1 && in[j + 1] < m)
				m = in[j + 1];
			out[j] = (m + w[(long)t * n + j] + bias[(long)t * n + j + shift]) % 1000003;
		}
		tmp = in, in = out, out = tmp;
	}
}

/* Five arrays each step reads; the steps load four first. */
static void
five(const int *p, const int *q, const int *r, const int *s, const int *u, long *a, long *b, int n,
     int steps)
{
	long *in = a, *out = b, *tmp;
#pragma omp target data map(to: p[0:n], q[0:n], r[0:n], s[0:n], u[0:n]) map(tofrom: a[0:n], b[0:n])
	for (int t = 0; t < steps; t++) {
#pragma omp target teams distribute parallel for
		for (int j = 1; j < n - 1; j++)
			out[j] = (in[j - 1] * p[j] + in[j] * q[j] + in[j + 1] * r[j] + s[j] - u[j] + t) % 999983;
		tmp = in;
		in = out;
		out = tmp;
	}
}

static void
five_ref(const int *p, const int *q, const int *r, const int *s, const int *u, long *a, long *b, int n,
         int steps)
{
	long *in = a, *out = b, *tmp;
	for (int t = 0; t < steps; t++) {
		for (int j = 1; j < n - 1; j++)
			out[j] = (in[j - 1] * p[j] + in[j] * q[j] + in[j + 1] * r[j] + s[j] - u[j] + t) % 999983;
		tmp = in, in = out, out = tmp;
	}
}

int
main(void)
{
	static const int counts[] = {2, 5, 16, 17, 40};
	const int shift = 7;
	int *w = malloc(sizeof(int) * ROWS * N);
	short *bias = malloc(sizeof(short) * (ROWS * N + shift));
	int *edge = malloc(sizeof(int) * N);
	long *a = malloc(sizeof(long) * N), *b = malloc(sizeof(long) * N);
	long *ra = malloc(sizeof(long) * N), *rb = malloc(sizeof(long) * N);
	int *v[5];

	for (long k = 0; k < (long)ROWS * N; k++)
		w[k] = (int)((k * 2654435761u) % 97);
	for (long k = 0; k < (long)ROWS * N + shift; k++)
		bias[k] = (short)((k * 40503u) % 211) - 100;
	for (int j = 0; j < N; j++)
		edge[j] = j % 5 - 2;
	for (int c = 0; c < 5; c++) {
		int steps = counts[c];
		for (int j = 0; j < N; j++)
			a[j] = ra[j] = w[j] * 11 + j % 7, b[j] = rb[j] = -j;
		sweep(w, bias, edge, a, b, N, steps, shift);
		sweep_ref(w, bias, edge, ra, rb, N, steps, shift);
		check("sweep a", steps, a, ra, N);
		check("sweep b", steps, b, rb, N);
	}
	for (int i = 0; i < 5; i++) {
		v[i] = malloc(sizeof(int) * N);
		for (int j = 0; j < N; j++)
			v[i][j] = (int)(((unsigned)j * (2 * i + 3) * 2246822519u) % 13) - 6;
	}
	for (int c = 0; c < 5; c++) {
		int steps = counts[c];
		for (int j = 0; j < N; j++)
			a[j] = ra[j] = j % 101, b[j] = rb[j] = 5 - j;
		five(v[0], v[1], v[2], v[3], v[4], a, b, N, steps);
		five_ref(v[0], v[1], v[2], v[3], v[4], ra, rb, N, steps);
		check("five a", steps, a, ra, N);
		check("five b", steps, b, rb, N);
	}
	// CHECK: PASS
	printf("%s\n", failed ? "FAIL" : "PASS");
	return failed;
}
