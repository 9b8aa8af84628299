// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// E2E-ENV: OMP2CUDA_NARROW=off
// Collapsed nests whose threads each run many iterations, in the narrow
// kernel with stepped indices (lowering/schedule.c, lower_stepped): every
// iteration runs once, with the indices the sequential loops give it —
// descending and strided loops, a loop order the compiler changes, a
// continue, a lastprivate loop variable, counts of 1 and a count past
// 2^16.  Checked against the same loops on the host.
#include <stdio.h>
#include <stdlib.h>

#define NZ 37
#define NY 129
#define NX 261

static int failed;

static void
check(const char *what, const int *got, const int *want, int n)
{
	for (int i = 0; i < n; i++)
		if (got[i] != want[i]) {
			printf("%s: element %d is %d, not %d\n", what, i, got[i], want[i]);
			failed = 1;
			return;
		}
}

int
main(void)
{
	int n = NZ * NY * NX, *got = calloc(n, sizeof *got), *want = calloc(n, sizeof *want);
	int last = -1, want_last = -1;

	/* descending outer, strided inner, every element written once */
#pragma omp target teams distribute parallel for collapse(3) map(tofrom: got[0:n])
	for (int k = NZ - 1; k >= 0; k--)
		for (int j = 0; j < NY; j++)
			for (int i = 1; i < NX; i += 2)
				got[(k * NY + j) * NX + i] += k * 100000 + j * 1000 + i;
	for (int k = NZ - 1; k >= 0; k--)
		for (int j = 0; j < NY; j++)
			for (int i = 1; i < NX; i += 2)
				want[(k * NY + j) * NX + i] += k * 100000 + j * 1000 + i;
	check("collapse(3)", got, want, n);

	/* column-major writes (the compiler may step i fastest), a continue */
#pragma omp target teams distribute parallel for collapse(3) map(tofrom: got[0:n])
	for (int i = 0; i < NX; i++)
		for (int k = 0; k < NZ; k++)
			for (int j = 0; j < NY; j++) {
				if ((i + j + k) % 7 == 0)
					continue;
				got[(k * NY + j) * NX + i] = 3 * i - j + 5 * k;
			}
	for (int i = 0; i < NX; i++)
		for (int k = 0; k < NZ; k++)
			for (int j = 0; j < NY; j++) {
				if ((i + j + k) % 7 == 0)
					continue;
				want[(k * NY + j) * NX + i] = 3 * i - j + 5 * k;
			}
	check("collapse(3) by columns", got, want, n);

	/* a count of 1 between two others, and a lastprivate index */
	int j;
#pragma omp target teams distribute parallel for collapse(3) lastprivate(j) map(tofrom: got[0:n])
	for (int a = 0; a < 70000; a++)
		for (int one = 0; one < 1; one++)
			for (j = 0; j < 3; j++)
				got[(a * 3 + j) % n] = a + j + one;
	for (int a = 0; a < 70000; a++)
		for (int one = 0; one < 1; one++)
			for (int jj = 0; jj < 3; jj++)
				want[(a * 3 + jj) % n] = a + jj + one;
	check("a count of 1", got, want, n);
	last = j;
	want_last = 3;
	if (last != want_last) {
		printf("lastprivate j is %d, not %d\n", last, want_last);
		failed = 1;
	}
	// CHECK: PASS
	printf("%s\n", failed ? "FAIL" : "PASS");
	free(got);
	free(want);
	return failed;
}
