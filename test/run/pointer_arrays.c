// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// CHECK: PASS
// Arrays of pointers and pointers to pointers whose elements are device
// addresses (OpenMP 5.2 5.8.3: an array of pointers mapped as an array
// is copied bit for bit; an element that points to nothing mapped keeps
// its bits):
//   - a malloc'd array of omp_target_alloc'd rows, map(to: rows[0:K]),
//     written through in a region and read back with omp_target_memcpy;
//   - a local array of such rows, float *loc[K], mapped whole;
//   - a pointer-to-pointer parameter, and a declare target function
//     that takes one (kmeans's find_nearest_point);
//   - a global int *ptrs[2] holding use_device_ptr addresses of mapped
//     arrays: a kernel writes a's memory through ptrs[0] and reads it as
//     a: nothing may assume the two names distinct (docs/aliasing.md;
//     the wrong answer shows on the GPU only, where reads could move
//     before the writes).

#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

#define K 5
#define N 3000

static int failed;

static void
check(const char *what, int c, int i, float got, float want)
{
	if (got != want && !failed) {
		printf("FAIL: %s[%d][%d] = %g, expected %g\n", what, c, i, got, want);
		failed = 1;
	}
}

#pragma omp declare target
/* the row of rows[0..k) whose element j is largest */
static int
largest(float **rows, int k, int j)
{
	int best = 0;

	for (int c = 1; c < k; c++)
		if (rows[c][j] > rows[best][j])
			best = c;
	return best;
}
#pragma omp end declare target

/* rows[c][i] = c * N + i + add, in the region, through the array of
 * device addresses; a pointer to pointers as a parameter */
static void
fill(float **rows, int k, int add)
{
#pragma omp target teams distribute parallel for map(to: rows[0:k])
	for (int i = 0; i < N; i++)
		for (int c = 0; c < k; c++)
			rows[c][i] = c * N + i + add;
}

static void
read_back(const char *what, float **rows, int add, int dev, int host)
{
	static float h[N];

	for (int c = 0; c < K; c++) {
		omp_target_memcpy(h, rows[c], N * sizeof(float), 0, 0, host, dev);
		for (int i = 0; i < N; i++)
			check(what, c, i, h[i], c * N + i + add);
	}
}

static void
target_alloc_rows(int dev, int host)
{
	float **rows = malloc(K * sizeof *rows);
	float *loc[K];
	int *best = malloc(N * sizeof *best);

	for (int c = 0; c < K; c++)
		loc[c] = rows[c] = omp_target_alloc(N * sizeof(float), dev);
	fill(rows, K, 7);
	read_back("rows", rows, 7, dev, host);
	/* the local array, mapped whole (tofrom: the same bits come back) */
#pragma omp target teams distribute parallel for map(from: best[0:N])
	for (int i = 0; i < N; i++) {
		for (int c = 0; c < K; c++)
			loc[c][i] += 1;
		best[i] = largest(loc, K, i);
	}
	read_back("loc", loc, 8, dev, host);
	for (int i = 0; i < N; i++)
		check("best", 0, i, best[i], K - 1);
	for (int c = 0; c < K; c++) {
		if (loc[c] != rows[c])
			check("loc (pointer bits)", c, 0, 0, 1);
		omp_target_free(rows[c], dev);
	}
	free(best);
	free(rows);
}

int *ptrs[2];

static void
device_ptr_rows(void)
{
	int *a = malloc(N * sizeof *a), *b = malloc(N * sizeof *b);
	static int out[N];

	for (int i = 0; i < N; i++)
		a[i] = b[i] = -1;
#pragma omp target data map(tofrom: a[0:N], b[0:N])
	{
#pragma omp target data use_device_ptr(a, b)
		{
			ptrs[0] = a;
			ptrs[1] = b;
		}
#pragma omp target teams distribute parallel for map(to: ptrs) map(from: out[0:N])
		for (int i = 0; i < N; i++) {
			ptrs[0][i] = i * 5;
			ptrs[1][i] = i * 3;
			out[i] = a[i] + b[i];
		}
	}
	for (int i = 0; i < N; i++) {
		check("a", 0, i, a[i], i * 5);
		check("b", 0, i, b[i], i * 3);
		check("out", 0, i, out[i], i * 8);
	}
	free(a);
	free(b);
}

int
main(void)
{
	int dev = omp_get_default_device(), host = omp_get_initial_device();

	target_alloc_rows(dev, host);
	device_ptr_rows();
	if (!failed)
		printf("PASS\n");
	return failed;
}
