// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: not %run %t short 2>&1 | FileCheck %s --check-prefix=SHORT
// CHECK: PASS
// SHORT: map_whole_static.c:{{[0-9]+}}:{{[0-9]+}}: error: array section 'A[:ni][:nj]' is not one piece of storage: it spans [0:11] of a dimension of 12 elements
// SHORT-NOT: PASS
// Sections of static arrays whose inner lengths are variables, as
// PolyBench writes them (map(A[:ni][:ni]) of A[NI][NI]): the host checks
// at run time that each inner dimension is spanned whole and maps the
// block; a section that is not whole is an error at run time.
#include <stdio.h>
#include <string.h>

#define NI 16
#define NJ 12

static double A[NI][NJ], B[NI][NJ][4];

int
main(int argc, char **argv)
{
	int ni = NI, nj = argc > 1 && !strcmp(argv[1], "short") ? NJ - 1 : NJ, nk = 4, bad = 0;

	for (int i = 0; i < NI; i++)
		for (int j = 0; j < NJ; j++) {
			A[i][j] = i * NJ + j;
			for (int k = 0; k < 4; k++)
				B[i][j][k] = k;
		}
#pragma omp target data map(tofrom: A[:ni][:nj]) map(tofrom: B[0:ni][0:nj][:nk])
	{
#pragma omp target teams distribute parallel for
		for (int i = 0; i < NI; i++)
			for (int j = 0; j < NJ; j++) {
				A[i][j] *= 2;
				if (i > 0)
					for (int k = 0; k < 4; k++)
						B[i][j][k] += i;
			}
	}
	for (int i = 0; i < NI; i++)
		for (int j = 0; j < NJ; j++) {
			bad += A[i][j] != 2.0 * (i * NJ + j);
			for (int k = 0; k < 4; k++)
				bad += B[i][j][k] != k + (i > 0 ? i : 0);
		}
	printf(bad ? "FAIL %d\n" : "PASS\n", bad);
	return bad != 0;
}
