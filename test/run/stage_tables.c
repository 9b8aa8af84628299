// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: %run OMP2CUDA_STAGE_TABLES=off %t | FileCheck %s
// RUN: env OMP_TARGET_OFFLOAD=DISABLED OMP_NUM_THREADS=3 %t | FileCheck %s
// RUN: %omp2cuda -O2 -fno-stage-tables %s -o %t.off && %run %t.off | FileCheck %s
// RUN: %omp2cuda --explain %s | FileCheck %s --check-prefix=EXPLAIN
// RUN: %if gpu %{ env OMP_TARGET_OFFLOAD=MANDATORY OMP2CUDA_VERBOSE=1 %t 2>&1 | FileCheck %s --check-prefix=NOTE %} %else %{ true %}
// E2E-ENV: OMP2CUDA_STAGE_TABLES=off
// E2E-PASS[%t.off]:
// CHECK: PASS
// EXPLAIN-COUNT-4: table in shared memory: '{{c|wt|q|t}}' ({{c|wt|q|t}}[...] at
// EXPLAIN: table in shared memory: none: no load in an inner loop at indices every iteration reads
// NOTE: 'c' copied into shared memory, 336 bytes a block
// NOTE: 'wt' copied into shared memory, 64 bytes a block
// NOTE: 'wt' not copied into shared memory: more than 16 KiB from the pointer to the end of its mapped range
// NOTE: 'q' not copied into shared memory: the pointer is not where its mapped range starts
//
// Tables in shared memory (lowering/tables.c): a read-only array that
// every iteration reads at the same indices, in an inner loop, copied into
// each block's shared memory as the kernel starts, and read there.  Each
// result is the sequential loop's (integers: exact):
//   - the nearest of k centres to each point, whose rows are staged too
//     (the table lies after them);
//   - weights summed per iteration, no rows;
//   - a table past 16 KiB, which the runtime does not copy;
//   - a pointer into the middle of its mapped array, read at negative
//     indices: not copied, the kernel reads global memory;
//   - a table and the array the kernel writes in one allocation, mapped
//     apart;
//   - a loop whose inner loop's bounds depend on the iteration: no table.

#include <stdio.h>
#include <stdlib.h>

#define N 2500
#define LD 7
#define K 12
#define BIGW 5000

static int pts[N * LD], ctr[K * LD], best[N], bestref[N];
static long long out[N], outref[N];
static int w[BIGW], base[100];
static int failed;

static void
check(const char *what, const long long *got, const long long *want, int n)
{
	for (int i = 0; i < n; i++)
		if (got[i] != want[i]) {
			printf("%s: [%d] is %lld, not %lld\n", what, i, got[i], want[i]);
			failed = 1;
			return;
		}
}

static void
nearest(const int *p, const int *c, int n, int ld, int k, int *b)
{
#pragma omp target teams distribute parallel for map(to: p[0:n * ld], c[0:k * ld]) map(from: b[0:n])
	for (int i = 0; i < n; i++) {
		long long bd = -1;
		int bc = 0;
		for (int q = 0; q < k; q++) {
			long long d = 0;
			for (int f = 0; f < ld; f++) {
				long long t = p[(long)i * ld + f] - c[q * ld + f];
				d += t * t;
			}
			if (bd < 0 || d < bd) {
				bd = d;
				bc = q;
			}
		}
		b[i] = bc;
	}
}

static void
weighted(const int *wt, int k, int n, long long *o)
{
#pragma omp target teams distribute parallel for map(to: wt[0:k]) map(from: o[0:n])
	for (int i = 0; i < n; i++) {
		long long s = 0;
		for (int q = 0; q < k; q++)
			s += (long long)wt[q] * (i % 7 + q);
		o[i] = s;
	}
}

/* q points 8 elements into a mapped array; the loop reads q[-8] on. */
static void
middle(const int *q, int n, long long *o)
{
#pragma omp target teams distribute parallel for map(from: o[0:n])
	for (int i = 0; i < n; i++) {
		long long s = 0;
		for (int c = 0; c < 20; c++)
			s += q[c - 8] * (long long)(i + c);
		o[i] = s;
	}
}

/* One allocation: the table at its start, what the kernel writes after. */
static void
one_buffer(const int *t, int k, long long *o, int n)
{
#pragma omp target teams distribute parallel for map(to: t[0:k]) map(tofrom: o[0:n])
	for (int i = 0; i < n; i++) {
		long long s = o[i];
		for (int q = 0; q < k; q++)
			s += t[q];
		o[i] = s;
	}
}

/* Each iteration reads its own range of wt: no table. */
static void
ranges(const int *wt, int n, long long *o)
{
#pragma omp target teams distribute parallel for map(to: wt[0:n + 16]) map(from: o[0:n])
	for (int i = 0; i < n; i++) {
		long long s = 0;
		for (int q = i; q < i + 16; q++)
			s += wt[q];
		o[i] = s;
	}
}

int
main(void)
{
	for (int i = 0; i < N * LD; i++)
		pts[i] = (i * 37) % 101;
	for (int i = 0; i < K * LD; i++)
		ctr[i] = (i * 53) % 97;
	nearest(pts, ctr, N, LD, K, best);
	for (int i = 0; i < N; i++) {
		long long bd = -1;
		for (int q = 0; q < K; q++) {
			long long d = 0;
			for (int f = 0; f < LD; f++) {
				long long t = pts[i * LD + f] - ctr[q * LD + f];
				d += t * t;
			}
			if (bd < 0 || d < bd)
				bd = d, bestref[i] = q;
		}
		if (best[i] != bestref[i] && !failed) {
			printf("nearest: [%d] is %d, not %d\n", i, best[i], bestref[i]);
			failed = 1;
		}
	}

	for (int i = 0; i < BIGW; i++)
		w[i] = (i * 29) % 31 - 15;
	for (int k = 16; k <= BIGW; k += BIGW - 16) {
		weighted(w, k, N, out);
		for (int i = 0; i < N; i++) {
			outref[i] = 0;
			for (int q = 0; q < k; q++)
				outref[i] += (long long)w[q] * (i % 7 + q);
		}
		check("weighted", out, outref, N);
	}

	for (int i = 0; i < 100; i++)
		base[i] = i * 3 - 40;
#pragma omp target data map(to: base[0:100])
	middle(base + 8, N, out);
	for (int i = 0; i < N; i++) {
		outref[i] = 0;
		for (int c = 0; c < 20; c++)
			outref[i] += base[c] * (long long)(i + c);
	}
	check("middle", out, outref, N);

	long long *buf = calloc(2 * N, sizeof *buf);
	int *tab = (int *)buf;
	for (int q = 0; q < 16; q++)
		tab[q] = q + 1;
	one_buffer(tab, 16, buf + N, N);
	for (int i = 0; i < N; i++)
		outref[i] = 136;
	check("one buffer", buf + N, outref, N);
	free(buf);

	ranges(w, N, out);
	for (int i = 0; i < N; i++) {
		outref[i] = 0;
		for (int q = i; q < i + 16; q++)
			outref[i] += w[q];
	}
	check("ranges", out, outref, N);

	printf("%s\n", failed ? "FAIL" : "PASS");
	return failed;
}
