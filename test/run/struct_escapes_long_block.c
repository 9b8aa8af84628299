// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// A struct written through its address in a block of many statements (more
// than the children one look at a node holds): still mapped tofrom.
#include <stdio.h>
typedef struct { double v[4]; int n; } Box;
static void bump(int *n) { *n += 1; }
int
main(void)
{
	Box b = {{1, 2, 3, 4}, 0};
	double s = 0;
#pragma omp target map(tofrom: s)
	{
		s += b.v[0];
		s += b.v[1];
		s += b.v[2];
		s += b.v[3];
		s += b.v[0];
		s += b.v[1];
		s += b.v[2];
		s += b.v[3];
		s += b.v[0];
		s += b.v[1];
		s += b.v[2];
		s += b.v[3];
		s += b.v[0];
		s += b.v[1];
		s += b.v[2];
		s += b.v[3];
		s += b.v[0];
		s += b.v[1];
		s += b.v[2];
		s += b.v[3];
		s += b.v[0];
		s += b.v[1];
		s += b.v[2];
		s += b.v[3];
		s += b.v[0];
		s += b.v[1];
		s += b.v[2];
		s += b.v[3];
		s += b.v[0];
		s += b.v[1];
		s += b.v[2];
		s += b.v[3];
		s += b.v[0];
		s += b.v[1];
		s += b.v[2];
		s += b.v[3];
		s += b.v[0];
		s += b.v[1];
		s += b.v[2];
		s += b.v[3];
		s += b.v[0];
		s += b.v[1];
		s += b.v[2];
		s += b.v[3];
		s += b.v[0];
		s += b.v[1];
		s += b.v[2];
		s += b.v[3];
		s += b.v[0];
		s += b.v[1];
		s += b.v[2];
		s += b.v[3];
		s += b.v[0];
		s += b.v[1];
		s += b.v[2];
		s += b.v[3];
		s += b.v[0];
		s += b.v[1];
		s += b.v[2];
		s += b.v[3];
		s += b.v[0];
		s += b.v[1];
		s += b.v[2];
		s += b.v[3];
		s += b.v[0];
		s += b.v[1];
		s += b.v[2];
		s += b.v[3];
		s += b.v[0];
		s += b.v[1];
		bump(&b.n);
	}
	int ok = b.n == 1 && s == 173;
	printf("%d %g\n", b.n, s);
	printf("%s\n", ok ? "PASS" : "FAIL");
	return !ok;
}
