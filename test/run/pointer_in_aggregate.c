// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// CHECK: PASS
// The kernel writes a mapped array only through a pointer it stores as
// an aggregate's element (a struct's initializer list) and a function
// then follows: the array is written, not read-only, so its map copies
// the writes back (a read-only claim would make its kernel parameter
// const and skip the copy).
#include <stdio.h>

struct slot {
	int *p;
	int k;
};

static void
bump(struct slot s)
{
	s.p[0] += s.k;
}

int main(void)
{
	enum { N = 4096 };
	static int a[N];
	int bad = 0;

	for (int i = 0; i < N; i++)
		a[i] = i;
#pragma omp target teams distribute parallel for map(tofrom: a[0:N])
	for (int i = 0; i < N; i++) {
		struct slot s = {&a[i], 3};
		bump(s);
	}
	for (int i = 0; i < N; i++)
		bad += a[i] != i + 3;
	printf("%s %d\n", bad ? "FAIL" : "PASS", bad);
	return bad != 0;
}
