// RUN: %omp2cuda -O2 -flto -c %s -o %t.o && %omp2cuda -O2 -flto %t.o -o %t && %run %t | FileCheck %s
// RUN: %omp2cuda -O2 -flto -fno-lto %s -o %t.nolto && %run %t.nolto | FileCheck %s
// CHECK: PASS
// A unit built with -flto (XSBench's gcc flags): the object holds the
// host code as GCC's intermediate code, assembled again at the link, so
// the kernels' fatbin travels inside it, not as a file the assembler
// reads later.
#include <stdio.h>

#define N 4096

int
main(void)
{
	static float x[N], y[N];
	double s = 0;

	for (int i = 0; i < N; i++)
		x[i] = (float)i, y[i] = 1.0f;
#pragma omp target teams distribute parallel for map(to: x) map(tofrom: y)
	for (int i = 0; i < N; i++)
		y[i] += 2.0f * x[i];
	for (int i = 0; i < N; i++)
		s += y[i];
	if (s != (double)N + 2.0 * (N - 1) * N / 2) {
		printf("FAIL %g\n", s);
		return 1;
	}
	printf("PASS\n");
	return 0;
}
