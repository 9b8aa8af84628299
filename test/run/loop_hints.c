// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// Loop hints (`#pragma unroll`) in device code, as clang and gcc take them:
// between a loop directive and its loop (a combined construct's, a simd
// construct's in a function called from a region), and with an argument
// that names a macro, which nvcc would not expand by itself.

#include <stdio.h>

#define TILE 8
#define HALF (TILE / 2)

#pragma omp declare target
static float sum_first(const float *a, int n)
{
	float s = 0;
#pragma omp simd reduction(+: s)
#pragma unroll(TILE)
	for (int i = 0; i < n; i++)
		s += a[i];
	return s;
}
#pragma omp end declare target

int
main(void)
{
	float a[256], out[16], sq[256];
	int ok = 1;

	for (int i = 0; i < 256; i++)
		a[i] = (float)(i % 17);
#pragma omp target teams distribute parallel for map(to: a) map(from: out)
	for (int k = 0; k < 16; k++) {
		float t = 0;
#pragma unroll(TILE)
		for (int j = 0; j < 16; j++)
			t += a[k * 16 + j];
#pragma unroll HALF
		for (int j = 0; j < 4; j++)
			t += 1;
		out[k] = t + sum_first(a, 5);
	}
#pragma omp target teams distribute parallel for map(to: a) map(from: sq)
#pragma unroll 4
	for (int i = 0; i < 256; i++)
		sq[i] = a[i] * a[i];

	for (int k = 0; k < 16; k++) {
		float t = 4 + 0 + 1 + 2 + 3 + 4;
		for (int j = 0; j < 16; j++)
			t += (float)((k * 16 + j) % 17);
		ok &= out[k] == t;
	}
	for (int i = 0; i < 256; i++)
		ok &= sq[i] == a[i] * a[i];
	printf("%g %g\n", out[15], sq[255]);
	printf("%s\n", ok ? "PASS" : "FAIL");
	return !ok;
}
