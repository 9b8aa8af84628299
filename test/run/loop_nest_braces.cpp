// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// A loop construct whose statement is braces holding its loop nest alone
// (`#pragma omp ... for` then `{ for ... }`), as clang takes it (gcc does
// not): the nest is the braces' loop, on the GPU and in the host fallback,
// whose own directive goes inside the braces.

#include <cstdio>

int
main()
{
	static float a[64][32], b[1000];
	int ok = 1, n = 1000;

#pragma omp target teams distribute collapse(2) map(from: a)
	{
		for (int i = 0; i < 64; i += 2) {
			for (int j = 0; j < 32; j++) {
#pragma omp parallel for
				for (int k = 0; k < 2; k++)
					a[i + k][j] = i + k + j * 0.5f;
			}
		}
	}
#pragma omp target teams distribute parallel for map(from: b[0:n])
	{ { // braces in braces, and a comment
		for (int i = 0; i < n; i++)
			b[i] = 2.0f * i;
	} }
	for (int i = 0; i < 64; i++)
		for (int j = 0; j < 32; j++)
			ok &= a[i][j] == i + j * 0.5f;
	for (int i = 0; i < n; i++)
		ok &= b[i] == 2.0f * i;
	printf("%g %g\n", a[63][31], b[n - 1]);
	printf("%s\n", ok ? "PASS" : "FAIL");
	return !ok;
}
