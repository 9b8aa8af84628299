// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// A macro the main file defines after its #include of a user's header
// whose declarations device code uses, with the name of a member the
// header declares: the .cu keeps the source's order (the #include, then
// the #define), so the macro does not rewrite the header.
#include <stdio.h>

#include "Inputs/late_macro.h"

#define W 4

int
main(void)
{
	rect s[W];
	int bad = 0;

	for (int i = 0; i < W; i++)
		s[i].h = 0;
#pragma omp target teams distribute parallel for map(tofrom: s)
	for (int i = 0; i < W; i++)
		s[i].h = i * W;
	for (int i = 0; i < W; i++)
		bad |= s[i].h != i * 4;
	printf("%s\n", bad ? "FAIL" : "PASS");
	return bad;
}
