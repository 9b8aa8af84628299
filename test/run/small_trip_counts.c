// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: %run OMP2CUDA_SMALL_TRIP=off %t | FileCheck %s
// RUN: %run OMP2CUDA_SMALL_TRIP=64 %t | FileCheck %s
// RUN: env OMP_TARGET_OFFLOAD=DISABLED OMP_NUM_THREADS=4 %t | FileCheck %s
// RUN: %omp2cuda -O2 -fno-spread-small-loops %s -o %t.off && %run %t.off | FileCheck %s
// RUN: %if gpu %{ env OMP_TARGET_OFFLOAD=MANDATORY OMP2CUDA_VERBOSE=1 %t 2>&1 | FileCheck %s --check-prefix=NOTE %} %else %{ true %}
// RUN: %if gpu %{ env OMP_TARGET_OFFLOAD=MANDATORY OMP2CUDA_VERBOSE=1 OMP2CUDA_SMALL_TRIP=off %t 2>&1 | FileCheck %s --check-prefix=NOTE-OFF %} %else %{ true %}
// CHECK: PASS
// NOTE: small_trip_counts.c:{{[0-9]+}}:1: kernel o2c_small_trip_counts_{{[0-9]+}} on {{.*}}: 32 blocks x 32 threads (blocks: default, threads: small trip count: 1000 in 256-thread blocks would keep 4 of {{[0-9]+}} multiprocessors busy)
// NOTE-OFF: small_trip_counts.c:{{[0-9]+}}:1: kernel o2c_small_trip_counts_{{[0-9]+}} on {{.*}}: 4 blocks x 256 threads (blocks: default, threads: default, OMP2CUDA_SMALL_TRIP=off)
//
// Loops of small and odd trip counts, whose blocks the runtime may make
// smaller and more numerous (runtime/geometry.c, OMP2CUDA_SMALL_TRIP):
// every iteration runs exactly once, in each kind of loop that may be
// spread (a combined loop, target parallel for, teams distribute, a
// reduction, a chunked schedule, a collapsed nest, lud's shrinking
// columns), with the runtime's minimum block size, without spreading, and
// in the host fallback.

#include <stdio.h>
#include <string.h>

#define MAXN 2047

static int failed;
static int hits[MAXN + 64];

static void
expect_once(const char *what, int n)
{
	for (int i = 0; i < n + 64 && i < MAXN + 64; i++) {
		int want = i < n ? 1 : 0;
		if (!failed && hits[i] != want) {
			printf("FAIL: %s, trip %d: iteration %d ran %d times\n", what, n, i, hits[i]);
			failed = 1;
		}
	}
	memset(hits, 0, sizeof hits);
}

static void
column(int n)
{
	int *h = hits;
#pragma omp target teams distribute parallel for map(tofrom: h[0:n])
	for (int i = 0; i < n; i++)
		h[i] += 1;
	expect_once("target teams distribute parallel for", n);
}

/* The kernel the NOTE lines look for: 1,000 iterations. */
static void
thousand(void)
{
	int *h = hits;
#pragma omp target teams distribute parallel for map(tofrom: h[0:1000])
	for (int i = 0; i < 1000; i++)
		h[i] += 1;
	expect_once("1000 iterations", 1000);
}

static void
others(int n)
{
	int *h = hits;
	long sum = 0;

#pragma omp target parallel for map(tofrom: h[0:n])
	for (int i = 0; i < n; i++)
		h[i] += 1;
	expect_once("target parallel for", n);
#pragma omp target teams distribute map(tofrom: h[0:n])
	for (int i = 0; i < n; i++)
		h[i] += 1;
	expect_once("target teams distribute", n);
#pragma omp target teams distribute parallel for schedule(static, 3) map(tofrom: h[0:n])
	for (int i = 0; i < n; i++)
		h[i] += 1;
	expect_once("schedule(static, 3)", n);
#pragma omp target teams distribute parallel for map(tofrom: h[0:n]) reduction(+: sum)
	for (int i = 0; i < n; i++) {
		h[i] += 1;
		sum += i + 1;
	}
	expect_once("reduction", n);
	if (!failed && sum != (long)n * (n + 1) / 2) {
		printf("FAIL: reduction, trip %d: sum %ld, expected %ld\n", n, sum, (long)n * (n + 1) / 2);
		failed = 1;
	}
}

/* A collapsed nest of rows x cols iterations. */
static void
nest(int rows, int cols)
{
	int *h = hits;
#pragma omp target teams distribute parallel for collapse(2) map(tofrom: h[0:rows * cols])
	for (int i = 0; i < rows; i++)
		for (int j = 0; j < cols; j++)
			h[i * cols + j] += 1;
	expect_once("collapse(2)", rows * cols);
}

/* lud's columns: a loop of n - k - 1 rows for each k, from n - 1 down to
 * none; each row counts the columns that reached it. */
static void
columns(int n)
{
	int *h = hits;
#pragma omp target data map(tofrom: h[0:n])
	for (int k = 0; k < n; k++) {
#pragma omp target teams distribute parallel for
		for (int i = k + 1; i < n; i++)
			h[i] += 1;
	}
	for (int i = 0; i < n && !failed; i++)
		if (hits[i] != i) {
			printf("FAIL: columns of %d: row %d reached by %d columns, expected %d\n", n, i,
			       hits[i], i);
			failed = 1;
		}
	memset(hits, 0, sizeof hits);
}

int
main(void)
{
	const int trips[] = {0, 1, 31, 32, 33, 63, 65, 1000, 2047};

	for (size_t t = 0; t < sizeof trips / sizeof trips[0]; t++) {
		column(trips[t]);
		others(trips[t]);
	}
	thousand();
	nest(1, 1);
	nest(7, 33);
	nest(31, 33);
	nest(33, 62);
	columns(300);
	if (!failed)
		printf("PASS\n");
	return failed;
}
