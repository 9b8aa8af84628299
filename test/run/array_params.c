// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// Functions device code calls, declared in ways C has and C++ does not:
// array parameters with static, qualifiers or a variable length in their
// brackets, old-style (K&R) definitions, and a region's read-only mapped
// array passed to array parameters that do not point to const (the
// kernel's parameter must not point to const then).

#include <stdio.h>

static int
sum4(const int a[static 4])
{
	return a[0] + a[1] + a[2] + a[3];
}

static int
sum_n(int n, int a[const n])
{
	int s = 0;
	for (int i = 0; i < n; i++)
		s += a[i];
	return s;
}

#pragma omp declare target
static int
first(int a[])
{
	return a[0];
}

static int
last(int a[4])
{
	return a[3];
}
#pragma omp end declare target

static double
kr(x, c, f, p)
	double x;
	char c;
	float f;
	int *p;
{
	return x * c + f + p[1];
}

static int
kr_none()
{
	return 7;
}

static void
compute(double *r, int *v)
{
	r[0] = sum4(v) + sum_n(4, v);
	r[1] = first(v) * 10 + last(v);
	r[2] = kr(1.5, 'a', 0.25f, v) + kr(2.0, 3, 4.0, v + 1) + kr_none();
}

int
main(void)
{
	int v[4] = {1, 2, 3, 4};
	double host[6], dev[6];
	int bad = 0, one = 0;

	compute(host, v);
	compute(host + 3, v);
#pragma omp target map(to: v) map(from: dev)
	{
		compute(dev, v);
		dev[3] = sum4(v) + sum_n(4, v);
		dev[4] = first(v) * 10 + last(v);
		dev[5] = kr(1.5, 'a', 0.25f, v) + kr(2.0, 3, 4.0, v + 1) + kr_none();
	}
	/* v reaches the array parameters first: its kernel parameter is int * */
#pragma omp target map(to: v) map(from: one)
	one = first(v) * 10 + last(v) + sum_n(4, v);
	if (one != 24) {
		printf("one: %d, expected 24\n", one);
		bad = 1;
	}
	for (int i = 0; i < 6; i++)
		if (dev[i] != host[i]) {
			printf("r[%d]: %g, host %g\n", i, dev[i], host[i]);
			bad = 1;
		}
	printf("%s\n", bad ? "FAIL" : "PASS");
	return bad;
}
