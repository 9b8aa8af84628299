// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: %omp2cuda -O2 -fno-narrow-loops %s -o %t.wide && %run %t.wide | FileCheck %s
// CHECK: PASS
// Loops nested in kernels whose trip counts their constants or their bounds' types keep under
// 2^32 run with 32-bit iteration numbers (lowering/schedule.c, narrow_nested): a team's
// parallel loops on a warp's lanes and on a block's threads, cyclic and blocked, a collapsed
// pair of constant loops, loops of short and unsigned char variables and bounds, downward and
// strided loops, a loop of 32 on a warp that runs one pass a lane (with a continue), lastprivate,
// and a loop nested in a parallel region (one thread).  Each
// result is checked against the same loops run in order on the host.

#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

#define TEAMS 37
#define ORDER 48
#define ROWS 30
#define COLS 41

static int failures;

static void
check(const char *what, const long *got, const long *want, int n)
{
	for (int i = 0; i < n; i++)
		if (got[i] != want[i]) {
			printf("FAIL %s [%d]: %ld, want %ld\n", what, i, got[i], want[i]);
			failures++;
			return;
		}
}

/* Short parallel loops in each team: on a warp's lanes. */
static void
lanes(void)
{
	long got[TEAMS * ORDER], want[TEAMS * ORDER];

	for (int i = 0; i < TEAMS * ORDER; i++)
		got[i] = want[i] = i % 7;
#pragma omp target teams distribute map(tofrom: got)
	for (int q = 0; q < TEAMS; q++) {
#pragma omp parallel for
		for (int s = 0; s < ORDER; s++)
			got[q * ORDER + s] += s * q;
#pragma omp parallel for
		for (int s = ORDER - 1; s >= 0; s -= 3)
			got[q * ORDER + s] *= 2;
	}
	for (int q = 0; q < TEAMS; q++) {
		for (int s = 0; s < ORDER; s++)
			want[q * ORDER + s] += s * q;
		for (int s = ORDER - 1; s >= 0; s -= 3)
			want[q * ORDER + s] *= 2;
	}
	check("lanes", got, want, TEAMS * ORDER);
}

/* A loop of 32 iterations on a warp's lanes, inside a loop of the team's:
 * one pass a lane, whose continue ends that pass only. */
static void
wave(void)
{
	long got[TEAMS * 32], want[TEAMS * 32];

	for (int i = 0; i < TEAMS * 32; i++)
		got[i] = want[i] = i % 5;
#pragma omp target teams distribute map(tofrom: got)
	for (int q = 0; q < TEAMS; q++) {
		for (int m = 0; m < 40; m++) {
#pragma omp parallel for
			for (int s = 0; s < 32; s++) {
				int y = m - s;
				if (y < 0 || y >= 8)
					continue;
				got[q * 32 + s] = got[q * 32 + s] * 3 + y + q;
			}
		}
	}
	for (int q = 0; q < TEAMS; q++)
		for (int m = 0; m < 40; m++)
			for (int s = 0; s < 32; s++) {
				int y = m - s;
				if (y < 0 || y >= 8)
					continue;
				want[q * 32 + s] = want[q * 32 + s] * 3 + y + q;
			}
	check("wave", got, want, TEAMS * 32);
}

/* A block's threads: a collapsed constant pair, a static schedule's blocks over a short bound,
 * an unsigned char bound, a short loop variable, and lastprivate. */
static void
blocks(short m, unsigned char c, int k)
{
	static long got[TEAMS * ROWS * COLS], want[TEAMS * ROWS * COLS];
	long lastg[TEAMS], lastw[TEAMS];

	for (int i = 0; i < TEAMS * ROWS * COLS; i++)
		got[i] = want[i] = i % 11;
#pragma omp target teams distribute thread_limit(96) map(tofrom: got, lastg)
	for (int t = 0; t < TEAMS; t++) {
		long *a = &got[t * ROWS * COLS];
		int last = -1;
#pragma omp parallel for collapse(2)
		for (int i = 0; i < ROWS; i++)
			for (int j = COLS - 1; j >= 0; j--)
				a[i * COLS + j] += i * 100 + j;
#pragma omp parallel for schedule(static)
		for (int i = -3; i < m; i++)
			a[i + 3] += t;
#pragma omp parallel for
		for (int i = 0; i < c; i += 2)
			a[ROWS * COLS - 1 - i] -= i;
#pragma omp parallel for lastprivate(last)
		for (short s = 5; s <= k; s += 4) {
			a[s] *= 3;
			last = s;
		}
		lastg[t] = last;
	}
	for (int t = 0; t < TEAMS; t++) {
		long *a = &want[t * ROWS * COLS];
		int last = -1;
		for (int i = 0; i < ROWS; i++)
			for (int j = COLS - 1; j >= 0; j--)
				a[i * COLS + j] += i * 100 + j;
		for (int i = -3; i < m; i++)
			a[i + 3] += t;
		for (int i = 0; i < c; i += 2)
			a[ROWS * COLS - 1 - i] -= i;
		for (short s = 5; s <= k; s += 4) {
			a[s] *= 3;
			last = s;
		}
		lastw[t] = last;
	}
	check("blocks", got, want, TEAMS * ROWS * COLS);
	check("lastprivate", lastg, lastw, TEAMS);
}

/* A parallel loop in a parallel region: a team of one thread runs it whole, for each row the
 * thread takes. */
static void
one(void)
{
	long got[4 * ORDER], want[4 * ORDER];

	for (int i = 0; i < 4 * ORDER; i++)
		got[i] = want[i] = 1;
#pragma omp target teams num_teams(1) thread_limit(4) map(tofrom: got)
#pragma omp parallel num_threads(4)
	{
		int me = omp_get_thread_num(), nth = omp_get_num_threads();
		for (int r = me; r < 4; r += nth) {
#pragma omp parallel for
			for (int i = 0; i < ORDER; i++)
				got[r * ORDER + i] += i + r;
		}
	}
	for (int me = 0; me < 4; me++)
		for (int i = 0; i < ORDER; i++)
			want[me * ORDER + i] += i + me;
	check("one", got, want, 4 * ORDER);
}

int
main(int argc, char **argv)
{
	(void)argv;
	blocks((short)(400 + argc), (unsigned char)(250 + argc), 700 + argc);
	lanes();
	wave();
	one();
	if (failures)
		return 1;
	printf("PASS\n");
	return 0;
}
