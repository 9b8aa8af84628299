// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// File-scope and static variables used in target regions without being
// declare target (OpenMP 5.2 5.8.9): arrays are mapped tofrom, scalars
// are firstprivate; explicit maps and target data work on them too.

#include <stdio.h>

#define N 1024

double weights[N];
static float hist[16];
int scale = 3;
static const int offsets[4] = {1, 2, 3, 4};

static int
run_counter(void)
{
	static int calls[8]; /* static storage in a function */

#pragma omp target teams distribute parallel for
	for (int i = 0; i < 8; i++)
		calls[i] += i;
	return calls[7];
}

int
main(void)
{
	for (int i = 0; i < N; i++)
		weights[i] = 0.5 * i;

	/* weights tofrom, scale firstprivate, offsets tofrom (read only). */
#pragma omp target teams distribute parallel for
	for (int i = 0; i < N; i++)
		weights[i] = weights[i] * scale + offsets[i % 4];
	for (int i = 0; i < N; i++)
		if (weights[i] != 1.5 * i + (i % 4 + 1)) {
			printf("FAIL: weights[%d] = %g\n", i, weights[i]);
			return 1;
		}

	/* A firstprivate scalar: the region's copy changes, scale does not. */
#pragma omp target map(from: hist[0:1])
	{
		scale = scale * 10;
		hist[0] = (float)scale;
	}
	if (scale != 3 || hist[0] != 30.0f) {
		printf("FAIL: scale = %d, hist[0] = %g\n", scale, hist[0]);
		return 1;
	}

	/* Explicit maps and target data on file-scope arrays. */
#pragma omp target data map(tofrom: hist) map(to: weights)
	{
#pragma omp target teams distribute parallel for
		for (int b = 0; b < 16; b++) {
			float s = 0.0f;
			for (int i = b; i < N; i += 16)
				s += (float)weights[i];
			hist[b] = s;
		}
	}
	for (int b = 0; b < 16; b++) {
		float s = 0.0f;
		for (int i = b; i < N; i += 16)
			s += (float)weights[i];
		if (hist[b] != s) {
			printf("FAIL: hist[%d] = %g, expected %g\n", b, hist[b], s);
			return 1;
		}
	}

	if (run_counter() != 7 || run_counter() != 14) {
		printf("FAIL: static array in a function\n");
		return 1;
	}
	printf("PASS\n");
	return 0;
}
