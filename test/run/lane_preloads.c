// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: env OMP_TARGET_OFFLOAD=DISABLED OMP_NUM_THREADS=3 %t | FileCheck %s
// RUN: %omp2cuda -O2 -fno-lane-preloads %s -o %t.off && %run %t.off | FileCheck %s
// RUN: %omp2cuda --explain %s | FileCheck %s --check-prefix=EXPLAIN
// E2E-PASS[%t.off]:
// CHECK: PASS
// EXPLAIN: preloads: the loads at 39:8, which every iteration makes, of read-only arrays: each lane loads its 2 iterations' first
// EXPLAIN: preloads: the loads at 53:9, 53:36, which every iteration makes, of read-only arrays: each lane loads its 4 iterations' first
// EXPLAIN: preloads: none: not a loop over one index on a warp's lanes
//
// Preloads (lowering/preloads.c): a parallel loop that a team on a warp
// runs loads first what each of its iterations surely loads of read-only
// arrays.  Each result is the sequential code's (integers: exact):
//   - a search over 40 slots a query (lanes 0-7 run two iterations, the
//     others one: the last round of loads only where the iteration runs),
//     keys read at s and s + 1 (only the first surely read);
//   - two arrays gathered in one condition's always-evaluated operands
//     (a permutation of the iterations, which no team window takes), and
//     a store to a third (not preloaded), 100 iterations;
//   - 1000 iterations a team: a team of a block, loaded as written.

#include <stdio.h>

#define Q 300
#define SLOTS 40

static int keys[Q * (SLOTS + 1)], found[Q], ref[Q];
static int xa[Q * 100], xb[Q * 100], out[Q * 100], outref[Q * 100];
static int big[Q * 1000], sums[Q], sumsref[Q];

static void
search(const int *keys, const int *want, int *found)
{
#pragma omp target teams distribute map(to: keys[0:Q * (SLOTS + 1)], want[0:Q]) map(from: found[0:Q])
	for (int q = 0; q < Q; q++) {
		int at = -1, k = want[q], first = keys[q * (SLOTS + 1)];
#pragma omp parallel for
		for (int s = 0; s < SLOTS; s++)
			if (keys[q * (SLOTS + 1) + s] <= k && k < keys[q * (SLOTS + 1) + s + 1])
				at = s;
		found[q] = at + (first - q);
	}
}

static void
pairs(const int *xa, const int *xb, int *out)
{
#pragma omp target teams distribute map(to: xa[0:Q * 100], xb[0:Q * 100]) map(tofrom: out[0:Q * 100])
	for (int q = 0; q < Q; q++) {
		int base = q * 100;
#pragma omp parallel for
		for (int s = 0; s < 100; s++)
			if ((xa[base + (s * 7) % 100] ^ xb[base + (s * 7) % 100]) & 1)
				out[base + s] = xa[base + (s * 7) % 100] - xb[base + s];
	}
}

static void
long_rows(const int *big, int *sums)
{
#pragma omp target teams distribute map(to: big[0:Q * 1000]) map(from: sums[0:Q])
	for (int q = 0; q < Q; q++) {
		int sum = 0;
#pragma omp parallel for reduction(+: sum)
		for (int s = 0; s < 1000; s++)
			if (big[q * 1000 + s] > 50)
				sum += big[q * 1000 + s];
		sums[q] = sum;
	}
}

int
main(void)
{
	int want[Q], bad = 0;

	for (int q = 0; q < Q; q++) {
		for (int s = 0; s <= SLOTS; s++)
			keys[q * (SLOTS + 1) + s] = q + 3 * s;
		want[q] = q + (q * 7) % (3 * SLOTS + 6) - 2;
		ref[q] = -1;
		for (int s = 0; s < SLOTS; s++)
			if (keys[q * (SLOTS + 1) + s] <= want[q] && want[q] < keys[q * (SLOTS + 1) + s + 1])
				ref[q] = s;
	}
	search(keys, want, found);
	for (int q = 0; q < Q; q++)
		bad += found[q] != ref[q];
	printf("search: %d wrong\n", bad);

	int bad2 = 0;
	for (int i = 0; i < Q * 100; i++) {
		xa[i] = (i * 37) % 101;
		xb[i] = (i * 11) % 97;
		out[i] = outref[i] = -7;
	}
	for (int q = 0; q < Q; q++)
		for (int s = 0; s < 100; s++) {
			int g = q * 100 + (s * 7) % 100;
			if ((xa[g] ^ xb[g]) & 1)
				outref[q * 100 + s] = xa[g] - xb[q * 100 + s];
		}
	pairs(xa, xb, out);
	for (int i = 0; i < Q * 100; i++)
		bad2 += out[i] != outref[i];
	printf("pairs: %d wrong\n", bad2);

	int bad3 = 0;
	for (int i = 0; i < Q * 1000; i++)
		big[i] = (i * 13) % 100;
	for (int q = 0; q < Q; q++) {
		sumsref[q] = 0;
		for (int s = 0; s < 1000; s++)
			if (big[q * 1000 + s] > 50)
				sumsref[q] += big[q * 1000 + s];
	}
	long_rows(big, sums);
	for (int q = 0; q < Q; q++)
		bad3 += sums[q] != sumsref[q];
	printf("long rows: %d wrong\n", bad3);
	printf("%s\n", bad || bad2 || bad3 ? "FAIL" : "PASS");
	return 0;
}
