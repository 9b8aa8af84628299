// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// Reductions of arrays and array sections on combined target loops: a
// histogram (+ on the whole array), per-row sums into a section, + and ^
// over sections of two-dimensional arrays, a bitwise or into chars, and
// a product into doubles.  The array's elements outside the
// section keep their values, and each result is the original value
// combined with every iteration's contribution, checked against a
// serial loop on the host.

#include <stdio.h>

#define N 5000
#define BINS 32
#define ROWS 40
#define COLS 100

static int failed;

static void
check(const char *what, long long got, long long want)
{
	if (got != want) {
		printf("FAIL %s: %lld, want %lld\n", what, got, want);
		failed = 1;
	}
}

static void
histogram(const int *key)
{
	int hist[BINS], want[BINS];

	for (int b = 0; b < BINS; b++)
		hist[b] = want[b] = b; /* the original values count too */
	for (int i = 0; i < N; i++)
		want[key[i] % BINS]++;
#pragma omp target teams distribute parallel for reduction(+: hist) map(to: key[0:N])
	for (int i = 0; i < N; i++)
		hist[key[i] % BINS]++;
	for (int b = 0; b < BINS; b++)
		check("histogram", hist[b], want[b]);
}

/* rows 5 to 34 of sums: the rest stay -1 */
static void
row_sums(void)
{
	long sums[ROWS];
	int m[ROWS][COLS];

	for (int r = 0; r < ROWS; r++) {
		sums[r] = -1;
		for (int c = 0; c < COLS; c++)
			m[r][c] = r * c % 7;
	}
#pragma omp target teams distribute parallel for reduction(+: sums[5:30]) map(to: m)
	for (int c = 0; c < COLS; c++)
		for (int r = 5; r < 35; r++)
			sums[r] += m[r][c];
	for (int r = 0; r < ROWS; r++) {
		long want = -1;
		for (int c = 0; c < COLS && r >= 5 && r < 35; c++)
			want += m[r][c];
		check("row sums", sums[r], want);
	}
}

/* sums and exclusive ors of the values falling in each of a 4 x 8
 * grid's cells, rows 1 and 2 only (clang takes min and max of scalars
 * only) */
static void
cells(const int *key)
{
	int sum[4][8], x[4][8];

	for (int k = 0; k < 32; k++)
		sum[k / 8][k % 8] = x[k / 8][k % 8] = 1000 + k;
#pragma omp target parallel for reduction(+: sum[1:2][0:8]) reduction(^: x[1:2][:]) map(to: key[0:N])
	for (int i = 0; i < N; i++) {
		int r = 1 + i % 2, c = key[i] % 8;
		sum[r][c] += key[i];
		x[r][c] ^= key[i];
	}
	for (int k = 0; k < 32; k++) {
		int r = k / 8, c = k % 8, want_sum = 1000 + k, want_x = 1000 + k;
		for (int i = 0; i < N && (r == 1 || r == 2); i++)
			if (1 + i % 2 == r && key[i] % 8 == c) {
				want_sum += key[i];
				want_x ^= key[i];
			}
		check("sum", sum[r][c], want_sum);
		check("xor", x[r][c], want_x);
	}
}

/* bits of chars, and products of doubles (powers of two: exact) */
static void
bits_and_products(const int *key)
{
	unsigned char bits[16] = {0};
	double prod[6] = {1, 1, 1, 1, 1, 1};

#pragma omp target teams distribute parallel for reduction(|: bits) reduction(*: prod[2:3])
	for (int i = 0; i < 64; i++) {
		bits[i % 16] |= (unsigned char)(1u << (i / 16));
		prod[2 + i % 3] *= (i % 5 == 0) ? 2.0 : 1.0;
	}
	for (int b = 0; b < 16; b++)
		check("bits", bits[b], 15);
	for (int k = 0; k < 6; k++) {
		double want = 1;
		for (int i = 0; i < 64 && k >= 2 && k < 5; i++)
			if (2 + i % 3 == k && i % 5 == 0)
				want *= 2;
		check("products", (long long)prod[k], (long long)want);
	}
	(void)key;
}

int
main(void)
{
	static int key[N];

	for (int i = 0; i < N; i++)
		key[i] = (int)((i * 2654435761u) >> 7) % 100000;
	histogram(key);
	row_sums();
	cells(key);
	bits_and_products(key);
	if (!failed)
		printf("PASS\n");
	return failed;
}
