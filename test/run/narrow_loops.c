// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: %run OMP2CUDA_NARROW=off %t | FileCheck %s
// RUN: env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// RUN: %omp2cuda -O2 -fno-signed-loop %s -o %t.u && %run %t.u | FileCheck %s
// RUN: %omp2cuda -O2 -fno-narrow-loops %s -o %t.off && %run %t.off | FileCheck %s
// RUN: %if gpu %{ env OMP_TARGET_OFFLOAD=MANDATORY OMP2CUDA_VERBOSE=1 %t.u 2>&1 | FileCheck %s --check-prefix=NOTE %} %else %{ true %}
// RUN: %if gpu %{ env OMP_TARGET_OFFLOAD=MANDATORY OMP2CUDA_VERBOSE=1 OMP2CUDA_NARROW=off %t.u 2>&1 | FileCheck %s --check-prefix=NOTE-OFF %} %else %{ true %}
// CHECK: PASS
// NOTE-OFF-NOT: _narrow on
// NOTE-OFF: PASS
// NOTE: narrow_loops.c:[[COUNT:[0-9]+]]:1: kernel o2c_narrow_loops_[[COUNT]] on
// NOTE: narrow_loops.c:[[COUNT]]:1: kernel o2c_narrow_loops_[[COUNT]] on
// NOTE: narrow_loops.c:[[COUNT]]:1: kernel o2c_narrow_loops_[[COUNT]]_narrow on
// NOTE: narrow_loops.c:[[COUNT]]:1: kernel o2c_narrow_loops_[[COUNT]]_narrow on
// NOTE: narrow_loops.c:[[MARK:[0-9]+]]:1: kernel o2c_narrow_loops_[[MARK]]_narrow on
// NOTE: narrow_loops.c:[[GRID:[0-9]+]]:1: kernel o2c_narrow_loops_[[GRID]]_narrow on
//
// 32-bit iteration numbers (issue 18): a grid-stride loop's kernel has a
// variant with unsigned iteration numbers, which the runtime launches
// only when the trip count plus the grid's threads fits 32 bits.  Loops
// whose trip counts lie at the edges of 2^32 run every iteration exactly
// once with the indices the sequential loop has: a count of 2^32 + 1 and
// of 2^32 - 1 (the 64-bit kernel: they do not fit), of 2^32 - 2^21 and a
// small one (the narrow kernel; -fno-signed-loop, as reductions' signed
// loops have no narrow variant), a collapse(2) nest of 65539 x 65521
// iterations (2^32 - 745517: narrow) that marks where each row begins and
// what the last row holds, and a collapse(2) nest over an array of odd
// extents whose indices start past 0.

#include <stdio.h>
#include <stdlib.h>

static int failed;

static void
expect(const char *what, long long got, long long want)
{
	if (got != want) {
		printf("FAIL %s: %lld, expected %lld\n", what, got, want);
		failed = 1;
	}
}

/* The iterations of for (i = lo; i < hi; i++), counted on the device. */
static long long
count(long long lo, long long hi)
{
	long long c = 0;

#pragma omp target teams distribute parallel for reduction(+ : c)
	for (long long i = lo; i < hi; i++)
		c++;
	return c;
}

enum { ROWS = 65539, COLS = 65521 };

int
main(void)
{
	const long long two32 = 1ll << 32;

	expect("2^32 + 1", count(-5, two32 - 4), two32 + 1);
	expect("2^32 - 1", count(7, two32 + 6), two32 - 1);
	expect("2^32 - 2^21", count(0, two32 - (1ll << 21)), two32 - (1ll << 21));
	expect("1000", count(-1000, 0), 1000);

	/* row i's first iteration marks it, and the last row's iterations mark
	 * their columns: a wrong decomposition marks something twice or never */
	int *first = calloc(ROWS, sizeof *first), *last = calloc(COLS, sizeof *last);
	int rows = ROWS, cols = COLS;
#pragma omp target teams distribute parallel for collapse(2) map(tofrom: first[0:ROWS], last[0:COLS])
	for (int i = 1; i <= rows; i++)
		for (int j = -3; j < cols - 3; j++) {
			if (j == -3)
				first[i - 1] += i;
			if (i == rows)
				last[j + 3] += j;
		}
	for (int i = 0; i < ROWS; i++)
		expect("first[i]", first[i], i + 1);
	for (int j = 0; j < COLS; j++)
		expect("last[j]", last[j], j - 3);
	free(first);
	free(last);

	/* every element of an odd-sized block once, with its own indices */
	enum { N = 1001, M = 777 };
	static int grid[N][M];
	int n = N, m = M, lo = 2;
#pragma omp target teams distribute parallel for collapse(2) map(tofrom: grid)
	for (int i = lo; i < n; i++)
		for (int j = lo + 1; j < m; j++)
			grid[i][j] += i * 1000 + j;
	for (int i = 0; i < N; i++)
		for (int j = 0; j < M; j++)
			expect("grid", grid[i][j], i >= 2 && j >= 3 ? i * 1000 + j : 0);

	if (!failed)
		puts("PASS");
	return failed;
}
