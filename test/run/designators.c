// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// Designated initializers CUDA C++ takes as C does, in region code and in
// a function the region calls: members in order, nested members, array
// elements in any order, positional elements after a designator.

#include <stdio.h>

struct S {
	int a, b;
	struct {
		int x, y;
	} in;
	double d[3];
};

static int
sum(void)
{
	struct S s = {.a = 1, .in.y = 5, .d = {[2] = 0.5}};
	int a[5] = {[3] = 1, [1] = 2, 7};
	return s.a + s.b + s.in.x + s.in.y + (int)(4 * s.d[2]) + a[1] + a[2] + a[3] * 100;
}

int
main(void)
{
	int host[2], dev[2] = {0, 0};

	host[0] = sum();
	{
		struct S t = {3, .in = {4, 6}, .d[1] = 2};
		host[1] = t.a + t.in.x * t.in.y + (int)t.d[1];
	}
#pragma omp target map(from: dev)
	{
		struct S t = {3, .in = {4, 6}, .d[1] = 2};
		dev[0] = sum();
		dev[1] = t.a + t.in.x * t.in.y + (int)t.d[1];
	}
	int bad = dev[0] != host[0] || dev[1] != host[1];
	if (bad)
		printf("%d %d, host %d %d\n", dev[0], dev[1], host[0], host[1]);
	printf("%s\n", bad ? "FAIL" : "PASS");
	return bad;
}
