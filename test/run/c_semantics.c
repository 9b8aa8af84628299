// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// C's meaning in kernels, which nvcc compiles as C++: the math functions
// convert float arguments to double and abs its argument to int (C11
// 6.5.2.2p7), a character constant is an int, relational and logical
// operators give int, void * and integers convert implicitly to object
// pointers and enums, a string may fill a char array without its null.  Each result is compared with the host's.

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum colour { RED, GREEN, BLUE };

#define NR 24

static int
first_of(const void *p)
{
	const int *q = p; /* void * to int *, implicitly */
	return q[0];
}

static void
compute(double *d, long *l, const int *data, int two, float f)
{
	void *vp = (void *)data;
	int *q = vp;
	enum colour c = two;
	d[0] = exp(f);
	d[1] = sqrt(f);
	d[2] = pow(f, 1.5f);
	d[3] = sin(f) + cos(f);
	d[4] = log(f);
	d[5] = tanh(f) * 1e9;
	d[6] = fabs(-f);
	d[7] = floor(f * 3.3f);
	d[8] = atan2(f, 3.0f);
	d[9] = fmod(f * 7.0f, 1.3f);
	d[10] = exp(2); /* an int argument: double in C and C++ */
	l[0] = abs(-2.7);
	l[1] = abs(-5000000000L);
	l[2] = labs(-7L);
	l[3] = sizeof('a');
	l[4] = sizeof(data[0] < data[1]);
	l[5] = sizeof(!two);
	l[6] = sizeof(two ? 'x' : 'y');
	l[7] = sizeof(two && data[0]);
	l[8] = q[2];
	l[9] = c;
	l[10] = first_of(data);
	l[11] = 'a' * 1000;
	char s[3] = "a\tc";
	l[12] = s[0] * 10000 + s[1] * 100 + s[2];
}

int
main(void)
{
	double dh[NR], dd[NR];
	long lh[NR], ld[NR];
	int data[4] = {3, 1, 4, 1};
	int two = 2, bad = 0;
	float f = 1.1f;

	memset(dh, 0, sizeof dh);
	memset(dd, 0, sizeof dd);
	memset(lh, 0, sizeof lh);
	memset(ld, 0, sizeof ld);
	compute(dh, lh, data, two, f);
#pragma omp target map(tofrom: dd, ld) map(to: data)
	{
		void *vp = (void *)data;
		int *q = vp;
		enum colour c = two;
		dd[0] = exp(f);
		dd[1] = sqrt(f);
		dd[2] = pow(f, 1.5f);
		dd[3] = sin(f) + cos(f);
		dd[4] = log(f);
		dd[5] = tanh(f) * 1e9;
		dd[6] = fabs(-f);
		dd[7] = floor(f * 3.3f);
		dd[8] = atan2(f, 3.0f);
		dd[9] = fmod(f * 7.0f, 1.3f);
		dd[10] = exp(2);
		ld[0] = abs(-2.7);
		ld[1] = abs(-5000000000L);
		ld[2] = labs(-7L);
		ld[3] = sizeof('a');
		ld[4] = sizeof(data[0] < data[1]);
		ld[5] = sizeof(!two);
		ld[6] = sizeof(two ? 'x' : 'y');
		ld[7] = sizeof(two && data[0]);
		ld[8] = q[2];
		ld[9] = c;
		ld[10] = first_of(data);
		ld[11] = 'a' * 1000;
		char s[3] = "a\tc";
		ld[12] = s[0] * 10000 + s[1] * 100 + s[2];
	}
	/* the device's libm may differ from the host's in the last bit: a
	 * float computation differs from the double one far more */
	for (int i = 0; i < 11; i++)
		if (fabs(dd[i] - dh[i]) > 1e-15 * fabs(dh[i]) + 1e-300) {
			printf("d[%d]: %.17g, host %.17g\n", i, dd[i], dh[i]);
			bad = 1;
		}
	for (int i = 0; i < 13; i++)
		if (ld[i] != lh[i]) {
			printf("l[%d]: %ld, host %ld\n", i, ld[i], lh[i]);
			bad = 1;
		}
	printf("%s\n", bad ? "FAIL" : "PASS");
	return bad;
}
