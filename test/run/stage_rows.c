// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: %run OMP2CUDA_STAGE_ROWS=off %t | FileCheck %s
// RUN: env OMP_TARGET_OFFLOAD=DISABLED OMP_NUM_THREADS=3 %t | FileCheck %s
// RUN: %omp2cuda -O2 -fno-stage-rows %s -o %t.off && %run %t.off | FileCheck %s
// RUN: %if gpu %{ env OMP_TARGET_OFFLOAD=MANDATORY OMP2CUDA_VERBOSE=1 %t 2>&1 | FileCheck %s --check-prefix=NOTE %} %else %{ true %}
// RUN: %if gpu %{ env OMP_TARGET_OFFLOAD=MANDATORY OMP2CUDA_VERBOSE=1 OMP2CUDA_STAGE_ROWS=off %t 2>&1 | FileCheck %s --check-prefix=NOTE-OFF %} %else %{ true %}
// CHECK: PASS
// NOTE: rows of 'pts' staged, {{[0-9]+}} bytes of shared memory per block
// NOTE: rows of 'wide' not staged: more shared memory than a block may have
// NOTE: rows of 'wide' staged, 62464 bytes of shared memory per block
// NOTE-OFF: rows of 'pts' not staged: OMP2CUDA_STAGE_ROWS=off
//
// Rows staged in shared memory (lowering/rows.c, codegen/emit_rows.c):
// each iteration reads its own row, again and again, and every result is
// the sequential loop's, for trip counts that fill no block, part of one,
// or several; with continue in the body, a reduction, lastprivate, a
// constant row length, rows past the end of the mapped section (that
// chunk reads global memory), rows too long for shared memory (the
// runtime gives none), and rows that need more than the 48 KiB a block
// has without opting in (the runtime raises the kernel's limit); staged, under OMP2CUDA_STAGE_ROWS=off, compiled
// with -fno-stage-rows, and in the host fallback.

#include <stdio.h>
#include <stdlib.h>

#define MAXN 3000
#define DIM 7 /* a constant row length */

static int failed;

static void
check(const char *what, int n, const long long *got, const long long *want)
{
	for (int i = 0; i < n; i++)
		if (got[i] != want[i]) {
			printf("%s: n %d, [%d] is %lld, not %lld\n", what, n, i, got[i], want[i]);
			failed = 1;
			return;
		}
}

/* Weighted distances of each point to k centres: the point's row is read
 * k times; some points are skipped with continue. */
static void
distances(const int *pts, const int *ctr, int n, int ld, int k, long long *out)
{
#pragma omp target teams distribute parallel for map(to: pts[0:n * ld], ctr[0:k * ld]) \
	map(tofrom: out[0:n])
	for (int i = 0; i < n; i++) {
		if (i % 5 == 3)
			continue;
		long long best = -1;
		for (int c = 0; c < k; c++) {
			long long d = 0;
			for (int f = 0; f < ld; f++) {
				long long t = pts[i * ld + f] - ctr[c * ld + f];
				d += t * t * (f + 1);
			}
			if (best < 0 || d < best)
				best = d;
		}
		out[i] = best;
	}
}

static void
distances_ref(const int *pts, const int *ctr, int n, int ld, int k, long long *out)
{
	for (int i = 0; i < n; i++) {
		if (i % 5 == 3)
			continue;
		long long best = -1;
		for (int c = 0; c < k; c++) {
			long long d = 0;
			for (int f = 0; f < ld; f++) {
				long long t = pts[i * ld + f] - ctr[c * ld + f];
				d += t * t * (f + 1);
			}
			if (best < 0 || d < best)
				best = d;
		}
		out[i] = best;
	}
}

/* A reduction and lastprivate over rows of doubles with a constant row
 * length, the index written ld * i + f with a long cast. */
static double
row_sums(const double *v, int n, double *last)
{
	double total = 0.0, x = 0.0;

#pragma omp target teams distribute parallel for reduction(+: total) lastprivate(x) \
	map(to: v[0:n * DIM])
	for (int i = 0; i < n; i++) {
		double s = 0.0;
		for (int r = 0; r < 2; r++)
			for (int f = 0; f < DIM; f++)
				s += v[(long)DIM * i + f] * (r + 1);
		x = s;
		total += s;
	}
	*last = x;
	return total;
}

/* Rows of the last points reach past the mapped section: the section
 * ends `cut` elements before the last row does, and the loop reads only
 * what is mapped.  Staging copies only what is mapped; the chunk whose
 * rows are not all there reads global memory. */
static void
partial(const int *pts, int n, int ld, int cut, long long *out)
{
	int len = n * ld - cut;

#pragma omp target teams distribute parallel for map(to: pts[0:len]) map(from: out[0:n])
	for (int i = 0; i < n; i++) {
		long long s = 0;
		for (int f = 0; f < ld; f++)
			if (i * ld + f < len)
				s += pts[i * ld + f] * (long long)(f + 3);
		out[i] = s;
	}
}

/* Rows too long for a block's shared memory: the runtime gives none; or
 * longer than 48 KiB for 256 threads: the runtime opts in to more. */
static void
too_wide(const int *wide, int n, int ld, long long *out)
{
#pragma omp target teams distribute parallel for map(to: wide[0:n * ld]) map(from: out[0:n])
	for (int i = 0; i < n; i++) {
		long long s = 0;
		for (int f = 0; f < ld; f += 1)
			s += wide[(size_t)i * ld + f] ^ f;
		out[i] = s;
	}
}

int
main(void)
{
	static const int trips[] = {0, 1, 31, 255, 256, 257, 1000, MAXN};
	enum { LD = 13, K = 5, WIDE = 20000, NWIDE = 40, LONG = 60, NLONG = 34000 };
	int *pts = malloc(MAXN * LD * sizeof *pts), *ctr = malloc(K * LD * sizeof *ctr);
	int *wide = malloc((size_t)NLONG * LONG * sizeof *wide);
	double *v = malloc(MAXN * DIM * sizeof *v);
	long long *got = malloc(MAXN * sizeof *got), *want = malloc(MAXN * sizeof *want);

	for (int e = 0; e < MAXN * LD; e++)
		pts[e] = (e * 7919) % 101 - 50;
	for (int e = 0; e < K * LD; e++)
		ctr[e] = (e * 31) % 23 - 11;
	for (int e = 0; e < MAXN * DIM; e++)
		v[e] = (double)((e * 13) % 17);
	for (int e = 0; e < NLONG * LONG; e++)
		wide[e] = e % 1013;
	for (size_t t = 0; t < sizeof trips / sizeof trips[0]; t++) {
		int n = trips[t];
		for (int i = 0; i < MAXN; i++)
			got[i] = want[i] = -7;
		distances(pts, ctr, n, LD, K, got);
		distances_ref(pts, ctr, n, LD, K, want);
		check("distances", n, got, want);

		double last = -1.0, total = row_sums(v, n, &last), want_total = 0.0, want_last = 0.0;
		for (int i = 0; i < n; i++) {
			double s = 0.0;
			for (int f = 0; f < DIM; f++)
				s += v[(long)DIM * i + f] * 3;
			want_total += s;
			want_last = s;
		}
		if (total != want_total || (n > 0 && last != want_last)) {
			printf("row_sums: n %d, total %g (want %g), last %g (want %g)\n", n, total,
			       want_total, last, want_last);
			failed = 1;
		}
	}
	for (int cut = 1; cut < LD; cut += 5) {
		int n = 1000;
		partial(pts, n, LD, cut, got);
		for (int i = 0; i < n; i++) {
			want[i] = 0;
			for (int f = 0; f < LD; f++)
				if (i * LD + f < n * LD - cut)
					want[i] += pts[i * LD + f] * (long long)(f + 3);
		}
		check("partial", n, got, want);
	}
	too_wide(wide, NWIDE, WIDE, got);
	for (int i = 0; i < NWIDE; i++) {
		want[i] = 0;
		for (int f = 0; f < WIDE; f++)
			want[i] += wide[(size_t)i * WIDE + f] ^ f;
	}
	check("too_wide", NWIDE, got, want);
	long long *many = malloc(NLONG * sizeof *many), *many_want = malloc(NLONG * sizeof *many);
	too_wide(wide, NLONG, LONG, many);
	for (int i = 0; i < NLONG; i++) {
		many_want[i] = 0;
		for (int f = 0; f < LONG; f++)
			many_want[i] += wide[(size_t)i * LONG + f] ^ f;
	}
	check("long rows", NLONG, many, many_want);
	free(many);
	free(many_want);
	free(pts);
	free(ctr);
	free(wide);
	free(v);
	free(got);
	free(want);
	printf("%s\n", failed ? "FAIL" : "PASS");
	return failed;
}
