// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: %run OMP2CUDA_CHAINS=off %t | FileCheck %s
// RUN: env OMP_TARGET_OFFLOAD=DISABLED OMP_NUM_THREADS=3 %t | FileCheck %s
// RUN: %omp2cuda -O2 -fno-region-chains %s -o %t.off && %run %t.off | FileCheck %s
// RUN: %omp2cuda -O2 -fno-inner-lanes %s -o %t.nolanes && %run %t.nolanes | FileCheck %s
// RUN: %omp2cuda --explain %s | FileCheck %s --check-prefix=EXPLAIN
// E2E-ENV: OMP2CUDA_CHAINS=off
// E2E-ENV: OMP2CUDA_INNER_LANES=off
// E2E-PASS[%t.off]:
// E2E-PASS[%t.nolanes]:
// E2E-PASS[OMP2CUDA_VERBOSE=1]: iterations of the host loop
// CHECK: PASS
// EXPLAIN: host loop as one launch: o2c_region_chains_50_chain and o2c_region_chains_50_lanes_chain, the remaining iterations of the loop at 49:2
// EXPLAIN: host loop as one launch: o2c_region_chains_74_chain, the remaining iterations of the loop at 73:2
// EXPLAIN: host loop as one launch: o2c_region_chains_85_chain and o2c_region_chains_85_lanes_chain, the remaining iterations of the loop at 84:2
// EXPLAIN: host loop as one launch: o2c_region_chains_95_chain, the remaining iterations of the loop at 94:2
// EXPLAIN: host loop as one launch: none: the loop's test compares in a type other than its variable's
// EXPLAIN: host loop as one launch: none: data may come back from the region
// EXPLAIN: host loop as one launch: none: the loop's body holds another directive
//
// Chains (lowering/chains.c): a host for loop whose whole body is a
// combined loop region runs its remaining iterations in one launch, a
// grid-wide barrier between them.  Every result is the sequential C's,
// exact (integers):
//   - an elimination whose iteration k reads row k, which iteration k - 1
//     wrote (a warp per row, the inner loop over its lanes);
//   - a loop variable declared outside, stepping by 3 down to below 0, its
//     value after the loop printed and checked;
//   - 5,000 iterations of a region that never reads the variable (more
//     than the host counts the largest trip count over for a warp per
//     iteration: the 64-bit chain runs them);
//   - loops of 0 and 1 iterations, and a loop entered past its start;
//   - loops that stay a launch an iteration: an int variable against an
//     unsigned bound (C compares them unsigned), a map clause, another
//     directive in the body.

#include <stdio.h>

#define N 200
#define W 40

static long m[N * W], mref[N * W];
static long acc[N], accref[N], inc[N], q[N * 4], qref[N * 4];

/* Row k's multiple of itself subtracted from the rows after it. */
static void
eliminate(long *m, int rows)
{
	for (int k = 0; k < rows; k++)
#pragma omp target teams distribute parallel for
		for (int i = k + 1; i < rows; i++) {
			long f = m[i * W + k % W] % 5;
			for (int j = 0; j < W; j++)
				m[i * W + j] -= f * m[k * W + j] % 7;
		}
}

static void
eliminate_ref(long *m, int rows)
{
	for (int k = 0; k < rows; k++)
		for (int i = k + 1; i < rows; i++) {
			long f = m[i * W + k % W] % 5;
			for (int j = 0; j < W; j++)
				m[i * W + j] -= f * m[k * W + j] % 7;
		}
}

static int
down(long *acc, int from)
{
	int t;
	for (t = from; t >= 0; t -= 3) {
#pragma omp target teams distribute parallel for
		for (int i = 0; i < N; i++)
			acc[i] = acc[i] * 3 + t + i;
	}
	return t;
}

static void
steps(long *q, const long *inc, int count, int scale)
{
	for (int s = 0; s < count; s++)
#pragma omp target teams distribute parallel for
		for (int i = 0; i < N; i++)
			for (int j = 0; j < 4; j++)
				q[i * 4 + j] = (q[i * 4 + j] + inc[i] * (scale + j)) % 1000003;
}

static void
from_to(long *acc, int lo, int hi)
{
	for (int k = lo; k < hi; k++) {
#pragma omp target teams distribute parallel for
		for (int i = 0; i < N; i++)
			acc[i] += k * (i + 1);
	}
}

static void
not_chains(long *acc, unsigned hi, int lo)
{
	for (int k = 0; k < hi + lo; k++)
#pragma omp target teams distribute parallel for
		for (int i = 0; i < N; i++)
			acc[i] += k;
	for (int k = 0; k < 4; k++)
#pragma omp target teams distribute parallel for map(tofrom: acc[0:N])
		for (int i = 0; i < N; i++)
			acc[i] -= k;
	for (int k = 0; k < 4; k++) {
#pragma omp target update to(inc[0:1])
#pragma omp target teams distribute parallel for
		for (int i = 0; i < N; i++)
			acc[i] += 2 * k;
	}
}

int
main(void)
{
	int bad = 0, t, tref;

	for (int i = 0; i < N * W; i++)
		m[i] = mref[i] = (i * 7919L) % 101 - 50;
	for (int i = 0; i < N; i++) {
		acc[i] = accref[i] = i;
		for (int j = 0; j < 4; j++)
			q[i * 4 + j] = qref[i * 4 + j] = i + j;
		inc[i] = i % 13 + 1;
	}
	eliminate_ref(mref, N);
	for (tref = 37; tref >= 0; tref -= 3)
		for (int i = 0; i < N; i++)
			accref[i] = accref[i] * 3 + tref + i;
	for (int s = 0; s < 5000; s++)
		for (int i = 0; i < N; i++)
			for (int j = 0; j < 4; j++)
				qref[i * 4 + j] = (qref[i * 4 + j] + inc[i] * (5 + j)) % 1000003;
	for (int k = 3; k < 4; k++)
		for (int i = 0; i < N; i++)
			accref[i] += k * (i + 1);
	for (int k = 10; k < 17; k++)
		for (int i = 0; i < N; i++)
			accref[i] += k * (i + 1);
	for (int i = 0; i < N; i++)
		accref[i] += 0 + 1 + 2 - 0 - 1 - 2 - 3 + 0 + 2 + 4 + 6;

#pragma omp target data map(tofrom: m[0:N * W], acc[0:N], q[0:N * 4]) map(to: inc[0:N])
	{
		eliminate(m, N);
		t = down(acc, 37);
		steps(q, inc, 5000, 5);
		from_to(acc, 5, 5);
		from_to(acc, 3, 4);
		from_to(acc, 10, 17);
		not_chains(acc, 2, 1);
	}
	for (int i = 0; i < N * W; i++)
		if (m[i] != mref[i] && bad++ < 5)
			printf("m[%d] = %ld, want %ld\n", i, m[i], mref[i]);
	for (int i = 0; i < N * 4; i++)
		if (q[i] != qref[i] && bad++ < 10)
			printf("q[%d] = %ld, want %ld\n", i, q[i], qref[i]);
	for (int i = 0; i < N; i++)
		if (acc[i] != accref[i] && bad++ < 10)
			printf("acc[%d] = %ld, want %ld\n", i, acc[i], accref[i]);
	if (t != tref && bad++ < 10)
		printf("t = %d after the loop, want %d\n", t, tref);
	printf("%s\n", bad ? "FAIL" : "PASS");
	return bad != 0;
}
