// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// Device code calls what a header of the program's own defines: member
// functions defined in their class and outside it (on an array element),
// overloads of an inline function, a function a macro of the header calls,
// from a region nested in a target data region (whose directives the
// OpenMP parse does not show).
#include <stdio.h>
#include "Inputs/particle.hpp"

int main()
{
	const int n = 64;
	Particle ps[n];
	double r[n];
	int s[n], bad = 0;

#pragma omp target data map(tofrom: ps[0:n]) map(from: r[0:n], s[0:n])
	{
#pragma omp target teams distribute parallel for
		for (int i = 0; i < n; i++) {
			ps[i].set((float)i, (float)(i % 2 ? -i : i));
			ps[i].p = ps[i].step(0.5f) + ps[i].speed();
			r[i] = root3((double)(i * i * i)) + root3(8.0f);
			s[i] = SCALED(i);
		}
	}
	for (int i = 0; i < n; i++) {
		float v = (float)(i % 2 ? -i : i);
		bad += ps[i].v != v || ps[i].p != (float)i + v * 0.5f + (float)i;
		bad += fabs(r[i] - (i + 2.0)) > 1e-9 || s[i] != 3 * i;
	}
	if (bad) {
		printf("FAIL: %d wrong\n", bad);
		return 1;
	}
	printf("PASS\n");
	return 0;
}
