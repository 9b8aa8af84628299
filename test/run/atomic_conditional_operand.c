// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: %omp2cuda -O2 -DUSE_TWO %s -o %t2 && %run %t2 | FileCheck %s
// CHECK: PASS
// Atomic updates whose operand spans preprocessor conditionals (HeCBench
// nms: `s &= \n #ifndef BYTE_ATOMIC \n (unsigned int) \n #endif \n ...`):
// the operand's text begins inside a group, so the kernel copies the
// branch the compiler took and drops the directives of groups it holds one
// end of, and the branches it did not take.
#include <stdio.h>

int main(void)
{
	enum { N = 4096 };
	unsigned s = 0xffffffffu;
	long t = 0;

#pragma omp target teams distribute parallel for map(tofrom: s, t)
	for (int i = 0; i < N; i++) {
		unsigned v = ~(1u << (i % 8));
#pragma omp atomic update
		s &=
#ifndef NO_CAST
			(unsigned int)
#endif
			v;
#pragma omp atomic update
		t +=
#ifdef USE_TWO
			2 *
#else
			3 *
#endif
			(long)(i % 5);
	}
	long want = 0;
	for (int i = 0; i < N; i++)
#ifdef USE_TWO
		want += 2 * (i % 5);
#else
		want += 3 * (i % 5);
#endif
	int bad = (s != 0xffffff00u) + (t != want);
	printf("%s (s %x, t %ld, want %ld)\n", bad ? "FAIL" : "PASS", s, t, want);
	return bad != 0;
}
