// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// Functions a macro gives together with types and other functions (a
// header's GEN_TPL(64): two typedefs, a prototype, and two functions, the
// second calling the first), called in a region: the .cu file prints the
// expansion's types and the functions device code uses as clang reads
// them, in place of the invocation.  GEN_TPL(32), which device code does
// not use, is not compiled for the device.  Each result against the same
// functions on the host.
#include <stdio.h>

#include "Inputs/macro_generators.h"

#define N 1000

int
main(void)
{
	static uint64_t got[N][2];
	int bad = 0;

#pragma omp target teams distribute parallel for map(from: got[0:N])
	for (int i = 0; i < N; i++) {
		gen64_ctr_t c = {{(uint64_t)i, 0}};
		gen64_key_t k = {{0x9e3779b97f4a7c15ull, (uint64_t)i * 7}};
		gen64_ctr_t r = gen64_R(12, c, k);
		got[i][0] = r.v[0];
		got[i][1] = r.v[1];
	}
	for (int i = 0; i < N; i++) {
		gen64_ctr_t c = {{(uint64_t)i, 0}};
		gen64_key_t k = {{0x9e3779b97f4a7c15ull, (uint64_t)i * 7}};
		gen64_ctr_t r = gen64_R(12, c, k);
		bad |= got[i][0] != r.v[0] || got[i][1] != r.v[1];
	}
	gen32_ctr_t c32 = {{1, 2}};
	gen32_key_t k32 = {{3, 4}};
	bad |= gen32_R(4, c32, k32).v[0] == 0;
	printf(bad ? "FAIL\n" : "PASS\n");
	return bad;
}
