// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: %run OMP2CUDA_FLAT=off %t | FileCheck %s
// RUN: env OMP_TARGET_OFFLOAD=DISABLED OMP_NUM_THREADS=4 %t | FileCheck %s
// RUN: %omp2cuda -O2 -fno-flat-loops %s -o %t.off && %run %t.off | FileCheck %s
// RUN: %if gpu %{ env OMP_TARGET_OFFLOAD=MANDATORY OMP2CUDA_VERBOSE=1 %t 2>&1 | FileCheck %s --check-prefix=NOTE %} %else %{ true %}
// CHECK: PASS
// NOTE: flat_loops.c:{{[0-9]+}}:1: kernel o2c_flat_loops_{{[0-9]+}}_flat on {{.*}}: 1172 blocks x 256 threads
//
// One iteration a thread (lowering/flat.c): loops whose bodies loop, and
// the kernel_flat the runtime launches where more of its blocks reside at
// once than of the grid-stride kernel's (a count of each column's values
// over rows of bytes at 64-bit offsets, and a statistic of the counts:
// with sm_90's registers twice as many of the flat kernel's blocks
// reside).  Every iteration runs once, a continue ends only its own, a
// call of a function that loops, trip counts odd, small and zero; against
// the host's answers, with the flat kernel, without it, and in the host
// fallback.

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static int failed;

#pragma omp declare target
static float
chi2(const int *c, const int *d)
{
	int tc = c[0] + c[1] + c[2], td = d[0] + d[1] + d[2];
	float s = 0;

	for (int p = 0; p < 3; p++) {
		float e = (float)c[p] + d[p];
		float ec = tc * e / (tc + td), ed = td * e / (tc + td);
		s += (c[p] - ec) * (c[p] - ec) / ec + (d[p] - ed) * (d[p] - ed) / ed;
	}
	return s;
}

static int
count_below(const unsigned char *col, size_t stride, int rows, unsigned char v)
{
	int k = 0;
	for (int m = 0; m < rows; m++)
		k += col[(size_t)m * stride] < v;
	return k;
}
#pragma omp end declare target

/* Per column of data (rows x cols bytes): a chi-square statistic of the
 * counts of the values 0, 1 and 2 in the first half of the rows against
 * those in the second, or -1 for every seventh column. */
static void
column_scores(const unsigned char *data, int half, int rest, unsigned cols, float *score)
{
#pragma omp target teams distribute parallel for map(to: data[0:(size_t)(half + rest) * cols]) map(from: score[0:cols])
for (int i = 0; i < cols; i++) {
	int c[3] = {1, 1, 1}, d[3] = {1, 1, 1};
	if (i % 7 == 5) {
		score[i] = -1;
		continue;
	}
	for (int m = 0; m < half; m++) {
		unsigned char y = data[(size_t)m * (size_t)cols + i];
		if (y == 0)
			c[0]++;
		else if (y == 1)
			c[1]++;
		else if (y == 2)
			c[2]++;
	}
	for (int m = half; m < half + rest; m++) {
		unsigned char y = data[(size_t)m * (size_t)cols + i];
		if (y == 0)
			d[0]++;
		else if (y == 1)
			d[1]++;
		else if (y == 2)
			d[2]++;
	}
	score[i] = chi2(c, d);
}
}

static void
column_below(const unsigned char *data, int rows, int cols, int *below)
{
#pragma omp target teams distribute parallel for map(to: data[0:(size_t)rows * cols]) map(from: below[0:cols])
for (int i = 0; i < cols; i++)
	below[i] = count_below(data + i, (size_t)cols, rows, 2);
}

static void
check(const unsigned char *data, int rows, int cols)
{
	float *score = malloc((size_t)cols * sizeof *score + 1);
	int *below = malloc((size_t)cols * sizeof *below + 1);
	int bad = 0, half = rows / 2;

	column_scores(data, half, rows - half, (unsigned)cols, score);
	column_below(data, rows, cols, below);
	for (int i = 0; i < cols && bad < 5; i++) {
		int c[3] = {1, 1, 1}, d[3] = {1, 1, 1}, k = 0;
		for (int m = 0; m < rows; m++) {
			unsigned char y = data[(size_t)m * cols + i];
			if (y < 3 && m < half)
				c[y]++;
			else if (y < 3)
				d[y]++;
			k += y < 2;
		}
		float want = i % 7 == 5 ? -1 : chi2(c, d);
		if (fabsf(score[i] - want) > 1e-4f * (1 + fabsf(want)) || below[i] != k) {
			printf("FAIL: %d columns, column %d: score %g (want %g), below %d (want %d)\n",
			       cols, i, score[i], want, below[i], k);
			bad++;
		}
	}
	failed += bad;
	free(score);
	free(below);
}

int
main(void)
{
	int rows = 64, cols = 300001;
	unsigned char *data = malloc((size_t)rows * cols);

	if (!data)
		return 1;
	srand(7);
	for (size_t k = 0; k < (size_t)rows * cols; k++)
		data[k] = (unsigned char)(rand() % 4);
	check(data, rows, cols);
	check(data, rows, 5);
	check(data, rows, 1);
	check(data, rows, 0);
	if (failed)
		return 1;
	printf("PASS\n");
	free(data);
	return 0;
}
