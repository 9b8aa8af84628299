// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// C++ programs that include <math.h> call libstdc++'s overloads, which its
// <math.h> brings in from <cmath> inside an extern "C++" block: fmax of two
// floats and signbit resolve to std::fmax(float, float) and std::signbit,
// in a declare target function and in the region's own code.
#include <math.h>
#include <stdio.h>

typedef float pixel;

#pragma omp declare target
pixel clamp_low(pixel a) { return fmax((pixel)0, a); }
#pragma omp end declare target

int main()
{
	float x[64], y[64];
	for (int i = 0; i < 64; i++)
		x[i] = (i % 3 ? 1.5f : -2.0f) * (float)(i + 1);
#pragma omp target teams distribute parallel for map(to: x) map(from: y)
	for (int i = 0; i < 64; i++)
		y[i] = clamp_low(x[i]) + fmax(x[i], 1.0f) + (float)signbit(x[i]);
	int bad = 0;
	for (int i = 0; i < 64; i++) {
		float want = (x[i] > 0 ? x[i] : 0) + (x[i] > 1 ? x[i] : 1) + (x[i] < 0 ? 1 : 0);
		bad += y[i] != want;
	}
	printf("%s\n", bad ? "FAIL" : "PASS");
	return bad != 0;
}
