// RUN: %omp2cuda --explain %s | FileCheck %s
// RUN: %omp2cuda -c %s -o %t.o
//
// Stencil steps in C++ (frontend/steps.c): a tile's halo lanes run some
// iterations twice, so the steps' body may call only what has no effect
// but its value: <cmath>, std::min, max and clamp of numbers; not
// std::min with a comparator (which calls the program's code), not output.

#include <algorithm>
#include <cmath>
#include <cstdio>

static bool
lower(int a, int b)
{
	std::printf("compared\n");
	return a < b;
}

void
sweep(const int *wall, int rows, int cols, int *prev, int *next, float *a, float *b, float lo, float hi)
{
	// CHECK: stencil steps: o2c_{{[a-z_]+}}_{{[0-9]+}}_steps, up to 15 iterations of the loop at [[@LINE+1]]:2
	for (int t = 1; t < rows; t++) {
#pragma omp target teams distribute parallel for
		for (int j = 1; j < cols - 1; j++)
			next[j] = wall[(long)t * cols + j] + std::min(prev[j], std::min(prev[j - 1], prev[j + 1]));
		int *tmp = prev;
		prev = next;
		next = tmp;
	}
	// CHECK: stencil steps: o2c_{{[a-z_]+}}_{{[0-9]+}}_steps, up to 15 iterations of the loop at [[@LINE+1]]:2
	for (int t = 1; t < rows; t++) {
#pragma omp target teams distribute parallel for
		for (int j = 1; j < cols - 1; j++)
			b[j] = std::abs(a[j - 1]) + std::fmin(a[j], std::sqrt(a[j + 1])) + std::clamp(a[j], lo, hi);
		float *tmp = a;
		a = b;
		b = tmp;
	}
	// CHECK: stencil steps: none: the region calls 'min', not known pure: a tile's halo runs an iteration more than once
	for (int t = 1; t < rows; t++) {
#pragma omp target teams distribute parallel for
		for (int j = 1; j < cols - 1; j++)
			next[j] = std::min(prev[j - 1], prev[j + 1], lower);
		int *tmp = prev;
		prev = next;
		next = tmp;
	}
	// CHECK: stencil steps: none: the region calls 'printf', not known pure: a tile's halo runs an iteration more than once
	for (int t = 1; t < rows; t++) {
#pragma omp target teams distribute parallel for
		for (int j = 1; j < cols - 1; j++) {
			if (j == cols / 2)
				std::printf("%d\n", prev[j]);
			next[j] = prev[j - 1] + prev[j + 1];
		}
		int *tmp = prev;
		prev = next;
		next = tmp;
	}
}
