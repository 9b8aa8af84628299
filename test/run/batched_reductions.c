// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// E2E-ENV: OMP2CUDA_BATCHES=off
// Host loops whose iterations each run a reduction region, which the GPU
// runs in batches (lowering/batches.c): each iteration's result is what
// its own region computes — column sums of a row-major matrix inside a
// target data construct, a loop of more iterations than one batch holds,
// a stride of 3, a continue before the region, a trip count that depends
// on the loop's variable, a variable accumulated across iterations, && and
// * reductions — and loops that are not batched (a variable the region
// reads assigned in the body or declared in it) still compute theirs.
// Checked against the
// same loops on the host.
#include <stdio.h>
#include <stdlib.h>

#define ROWS 20011
#define COLS 300

static int failed;

static int
twice(int x)
{
	return 2 * x;
}

static void
expect(const char *what, long long got, long long want)
{
	if (got != want) {
		printf("%s: %lld, not %lld\n", what, got, want);
		failed = 1;
	}
}

int
main(void)
{
	int rows = ROWS, cols = COLS;
	int *a = malloc(sizeof(int) * ROWS * COLS);
	long long sums[COLS], want[COLS], total = 0, want_total = 0;
	int alls[COLS], prods[COLS];

	for (long k = 0; k < (long)ROWS * COLS; k++)
		a[k] = (int)((k * 7919) % 1001) - 500;
#pragma omp target data map(to: a[0:ROWS * COLS])
	{
		// every column, 300 iterations: two batches
		for (int j = 0; j < cols; j++) {
			long long s = 0;
#pragma omp target teams distribute parallel for reduction(+: s)
			for (int i = 0; i < rows; i++)
				s += a[(long)i * cols + j];
			sums[j] = s;
		}
		for (int j = 0; j < cols; j++) {
			want[j] = 0;
			for (int i = 0; i < rows; i++)
				want[j] += a[(long)i * cols + j];
			expect("column sum", sums[j], want[j]);
		}

		// a stride, a continue before the region, a trip count that
		// depends on j, a variable accumulated across iterations
		for (int j = 1; j < cols; j += 3) {
			if (j % 4 == 1)
				continue;
#pragma omp target teams distribute parallel for reduction(+: total)
			for (int i = 0; i < j * 50; i++)
				total += a[(long)i * cols + j] + rows;
			sums[j] = twice(j);
		}
		for (int j = 1; j < cols; j += 3) {
			if (j % 4 == 1)
				continue;
			for (int i = 0; i < j * 50; i++)
				want_total += a[(long)i * cols + j] + rows;
		}
		expect("strided total", total, want_total);

		// && and * over the first rows
		for (int j = 0; j < cols; j++) {
			int all = 1;
#pragma omp target teams distribute parallel for reduction(&&: all)
			for (int i = 0; i < 40; i++)
				all = all && a[(long)i * cols + j] != j - 500;
			alls[j] = all;
		}
		for (int j = 0; j < cols; j++) {
			int prod = 1;
#pragma omp target teams distribute parallel for reduction(*: prod)
			for (int i = 0; i < 6; i++)
				prod *= a[(long)i * cols + j] % 7 + 8;
			prods[j] = prod;
		}
		for (int j = 0; j < cols; j++) {
			int all = 1, prod = 1;
			for (int i = 0; i < 40; i++)
				all = all && a[(long)i * cols + j] != j - 500;
			for (int i = 0; i < 6; i++)
				prod *= a[(long)i * cols + j] % 7 + 8;
			expect("&&", alls[j], all);
			expect("*", prods[j], prod);
		}

		// the region reads a variable each iteration declares: not batched
		for (int j = 0; j < 40; j++) {
			int m = j * 50;
			long long s = 0;
#pragma omp target teams distribute parallel for reduction(+: s)
			for (int i = 0; i < 10; i++)
				s += a[(long)i * cols + j] + m;
			sums[j] = s;
		}
		for (int j = 0; j < 40; j++) {
			long long s = 0;
			for (int i = 0; i < 10; i++)
				s += a[(long)i * cols + j] + j * 50;
			expect("declared in the loop", sums[j], s);
		}

		// the body changes what the region reads: not batched
		int n = 10;
		for (int j = 0; j < 40; j++) {
			long long s = 0;
#pragma omp target teams distribute parallel for reduction(+: s)
			for (int i = 0; i < n; i++)
				s += a[(long)i * cols + j];
			sums[j] = s;
			n += 100;
		}
		n = 10;
		for (int j = 0; j < 40; j++) {
			long long s = 0;
			for (int i = 0; i < n; i++)
				s += a[(long)i * cols + j];
			expect("changing bound", sums[j], s);
			n += 100;
		}
	}
	free(a);
	printf("%s\n", failed ? "FAIL" : "PASS");
	// CHECK: PASS
	return failed;
}
