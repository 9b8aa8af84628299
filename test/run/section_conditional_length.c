// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// An array section whose length is a conditional expression, `a[0: c ? n
// : m]`, in a map clause and in a target update continued over two lines
// (HeCBench scan2): the conditional's colon is not the section's.
#include <stdio.h>

int main(void)
{
	enum { N = 1000, M = 600 };
	static int a[N];
	int first = 1, bad = 0;

	for (int i = 0; i < N; i++)
		a[i] = i;
#pragma omp target data map(tofrom: a[0: first ? N : M])
	{
#pragma omp target teams distribute parallel for
		for (int i = 0; i < N; i++)
			a[i] = 3 * a[i];
#pragma omp target update from(a[0: \
	(first == 1) ? M : N])
		for (int i = 0; i < N; i++)
			bad += i < M && a[i] != 3 * i; /* past M: the device has it, the host may not */
#pragma omp target teams distribute parallel for
		for (int i = 0; i < N; i++)
			a[i] += 1;
	}
	for (int i = 0; i < N; i++)
		bad += a[i] != 3 * i + 1;
	printf("%s (%d wrong)\n", bad ? "FAIL" : "PASS", bad);
	return bad != 0;
}
