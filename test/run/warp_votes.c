// RUN: %omp2cuda -O2 %s -o %t -lm && %run %t | FileCheck %s
// RUN: env OMP_TARGET_OFFLOAD=DISABLED OMP_NUM_THREADS=4 %t | FileCheck %s
// RUN: %omp2cuda -O2 -fno-warp-votes %s -o %t.shared -lm && %run %t.shared | FileCheck %s
// RUN: %omp2cuda --explain %s | FileCheck %s --check-prefix=EXPLAIN
// E2E-PASS[%t.shared]:
// CHECK: PASS
// EXPLAIN-COUNT-4: warp vote at its end:
// EXPLAIN-COUNT-5: reduction into '{{[a-z_]+}}' on every lane
// EXPLAIN: warp vote at its end: 'count'
//
// Warp votes (lowering/lanes.c): in teams on warps, a team variable the
// team's parallel loops assign (x = e) or reduce into is a register per
// lane; at each loop's end a warp vote gives every lane one writer's value,
// or a reduction combines the lanes' copies into every lane's.  Each team
// searches, counts and picks over 64 slots (two per lane, so a lane's last
// write is the one that counts), and the program checks every answer
// against a sequential computation:
//   - an int, a char, a pointer and a double assigned by exactly one slot,
//     or by none (the value before the loop stays);
//   - -0.0 written over 0.0: the vote compares bits, not values;
//   - a value written equal to the one before the loop;
//   - reductions: + on long and int, min on float, max on int, | on
//     unsigned char (one instruction for 4-byte integers), the team
//     variable holding a value before the loop that the result includes;
//   - the voted values read by the team's code after the loop (every lane
//     the same), in a branch and by a later parallel loop (`at`: a loop
//     that only reads a variable does not keep it from a vote).

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define SLOTS 64
#define MAXQ 5003

static int key[MAXQ * SLOTS];
static float weight[MAXQ * SLOTS];
static int want[MAXQ];
static int where[MAXQ], whereref[MAXQ];
static int tag[MAXQ], tagref[MAXQ];
static long hitoff[MAXQ], hitoffref[MAXQ];
static double sign[MAXQ], signref[MAXQ];
static long total[MAXQ], totalref[MAXQ];
static float lightest[MAXQ], lightestref[MAXQ];
static int bits[MAXQ], bitsref[MAXQ];
static int hits[MAXQ], hitsref[MAXQ], top[MAXQ], topref[MAXQ];
static int after[MAXQ], afterref[MAXQ];
static int failed;

static void
check(const char *what, int q, double got, double want_)
{
	if (got != want_ || signbit(got) != signbit(want_)) {
		if (failed++ < 10)
			printf("%s[%d]: %g, expected %g\n", what, q, got, want_);
	}
}

static void
search(int nq)
{
#pragma omp target teams distribute map(to: key[0:nq * SLOTS], weight[0:nq * SLOTS], want[0:nq]) \
	map(from: where[0:nq], tag[0:nq], hitoff[0:nq], sign[0:nq], total[0:nq], lightest[0:nq], \
	    bits[0:nq], after[0:nq], hits[0:nq], top[0:nq])
	for (int q = 0; q < nq; q++) {
		const int *row = &key[q * SLOTS];
		int k = want[q];
		int at = -1;
		char mark = 'n';
		const int *hit = NULL;
		double z = 0.0;
#pragma omp parallel for
		for (int s = 0; s < SLOTS; s++) {
			if (row[s] == k) {
				at = s;
				mark = (char)('a' + s % 26);
				hit = &row[s];
			}
			if (s == k % 97)
				z = -0.0;
		}
		where[q] = at;
		tag[q] = mark;
		hitoff[q] = hit ? (long)(hit - row) : -1L;
		sign[q] = z;

		int same = 5;
#pragma omp parallel for
		for (int s = 0; s < SLOTS; s++)
			if (s == 0)
				same = 5;

		long sum = 1000;
		float light = 1e30f;
		unsigned char seen = 0x80;
		int hit_count = 7, highest = -5;
#pragma omp parallel for reduction(+: sum, hit_count) reduction(min: light) reduction(|: seen) \
	reduction(max: highest)
		for (int s = 0; s < SLOTS; s++) {
			sum += row[s];
			hit_count += row[s] % 3 == 0;
			highest = row[s] - 2 * s > highest ? row[s] - 2 * s : highest;
			if (weight[q * SLOTS + s] < light)
				light = weight[q * SLOTS + s];
			seen |= (unsigned char)(1u << (row[s] % 7));
		}
		total[q] = sum;
		lightest[q] = light;
		bits[q] = seen;
		hits[q] = hit_count;
		top[q] = highest;

		int count = 0;
		if (at >= 0) {
#pragma omp parallel for
			for (int s = 0; s < SLOTS; s++)
				if (s + 1 == at)
					count = at;
		}
		after[q] = count + same;
	}
}

static void
reference(int nq)
{
	for (int q = 0; q < nq; q++) {
		const int *row = &key[q * SLOTS];
		int k = want[q], at = -1, count = 0;
		char mark = 'n';
		unsigned char seen = 0x80;
		int hit_count = 7, highest = -5;
		long sum = 1000;
		float light = 1e30f;
		for (int s = 0; s < SLOTS; s++) {
			if (row[s] == k) {
				at = s;
				mark = (char)('a' + s % 26);
			}
			sum += row[s];
			if (weight[q * SLOTS + s] < light)
				light = weight[q * SLOTS + s];
			seen |= (unsigned char)(1u << (row[s] % 7));
			hit_count += row[s] % 3 == 0;
			highest = row[s] - 2 * s > highest ? row[s] - 2 * s : highest;
		}
		if (at >= 1)
			count = at;
		whereref[q] = at;
		tagref[q] = mark;
		hitoffref[q] = at;
		signref[q] = k % 97 < SLOTS ? -0.0 : 0.0;
		totalref[q] = sum;
		lightestref[q] = light;
		bitsref[q] = seen;
		hitsref[q] = hit_count;
		topref[q] = highest;
		afterref[q] = count + 5;
	}
}

int
main(void)
{
	int counts[] = {1, 3, 4, 37, 1000, MAXQ};

	srand(7);
	for (int q = 0; q < MAXQ; q++) {
		/* distinct keys in a row: at most one slot matches */
		int base = rand() % 1000;
		for (int s = 0; s < SLOTS; s++) {
			key[q * SLOTS + s] = base + 3 * ((s * 37 + q) % SLOTS);
			weight[q * SLOTS + s] = (float)((q * 13 + s * 7) % 101) - 50.5f;
		}
		int s = rand() % SLOTS;
		want[q] = q % 5 == 0 ? base + 1 : key[q * SLOTS + s]; /* every fifth: no match */
	}
	for (size_t c = 0; c < sizeof counts / sizeof *counts; c++) {
		int nq = counts[c];
		search(nq);
		reference(nq);
		for (int q = 0; q < nq; q++) {
			check("where", q, where[q], whereref[q]);
			check("tag", q, tag[q], tagref[q]);
			check("hit", q, (double)hitoff[q], (double)hitoffref[q]);
			check("sign", q, sign[q], signref[q]);
			check("total", q, (double)total[q], (double)totalref[q]);
			check("lightest", q, lightest[q], lightestref[q]);
			check("bits", q, bits[q], bitsref[q]);
			check("after", q, after[q], afterref[q]);
			check("hits", q, hits[q], hitsref[q]);
			check("top", q, top[q], topref[q]);
		}
	}
	printf("%s\n", failed ? "FAIL" : "PASS");
	return failed != 0;
}
