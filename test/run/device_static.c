// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// Static locals in device code: a function's keeps its value from call to
// call within a region and from region to region (the device's object,
// apart from the host's); a const table in a region's code.

#include <stdio.h>

static int
next(void)
{
	static int n = 100;
	return n++;
}

static int
sum(const int *v, int len)
{
	static const int weight[4] = {1, 10, 100, 1000};
	int s = 0;
	for (int i = 0; i < len; i++)
		s += v[i] * weight[i];
	return s;
}

int
main(void)
{
	int r[4], s[2];

#pragma omp target map(from: r)
	{
		static const int digits[4] = {4, 3, 2, 1};
		r[0] = next();
		r[1] = next();
		r[2] = next();
		r[3] = sum(digits, 4);
	}
#pragma omp target map(from: s)
	{
		s[0] = next();
		s[1] = next();
	}
	if (r[0] != 100 || r[1] != 101 || r[2] != 102 || r[3] != 1234 || s[0] != 103 ||
	    s[1] != 104) {
		printf("FAIL: %d %d %d %d %d %d\n", r[0], r[1], r[2], r[3], s[0], s[1]);
		return 1;
	}
	printf("PASS\n");
	return 0;
}
