// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// An array of pointers the kernel stores into is copied back bit for
// bit: the values the kernel wrote, not the host's (no element is
// attached to what it pointed to).  One it only reads through keeps its
// elements attached, and the host's values.
#include <stdint.h>
#include <stdio.h>

#define N 256

int
main(void)
{
	int a[N], b[N], *p[N], *d[2] = {a, b};
	int bad = 0;

	for (int i = 0; i < N; i++) {
		p[i] = &a[i];
		a[i] = i;
		b[i] = 0;
	}
#pragma omp target teams distribute parallel for
	for (int i = 0; i < N; i++)
		p[i] = (int *)(uintptr_t)(0x1000 + 16 * i);
	for (int i = 0; i < N; i++)
		bad += p[i] != (int *)(uintptr_t)(0x1000 + 16 * i);
#pragma omp target data map(to: a) map(from: b)
	{
#pragma omp target teams distribute parallel for
		for (int i = 0; i < N; i++)
			d[1][i] = 3 * d[0][i];
	}
	for (int i = 0; i < N; i++)
		bad += b[i] != 3 * i;
	bad += d[0] != a || d[1] != b;
	// CHECK: bad 0 PASS
	printf("bad %d %s\n", bad, bad ? "FAIL" : "PASS");
	return bad != 0;
}
