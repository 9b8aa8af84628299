// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// Functions a header declares target, called in the code of split
// constructs (a target directive with the loop's directive on a line of its
// own): target teams over distribute parallel for and over distribute,
// target over teams distribute parallel for and over parallel for, and
// one inside a target data construct's statement.  The front end reads
// such a region's code to its end, past the nested directive, and so puts
// the header in place for the device.
#include <stdio.h>
#include "Inputs/split_helpers.h"

enum { N = 1000 };

int
main(void)
{
	static double a[N], b[N], c[N], d[N], e[N];
	for (int i = 0; i < N; i++)
		a[i] = b[i] = c[i] = d[i] = e[i] = (i % 2 ? -1.0 : 1.0) * (double)(i * i);

#pragma omp target teams map(tofrom: a[0:N])
#pragma omp distribute parallel for
	for (int i = 0; i < N; i++)
		a[i] = split_root(split_abs(a[i]));

#pragma omp target teams map(tofrom: b[0:N])
#pragma omp distribute
	for (int i = 0; i < N; i++)
		b[i] = split_root(split_abs(b[i]));

#pragma omp target map(tofrom: c[0:N])
#pragma omp teams distribute parallel for
	for (int i = 0; i < N; i++)
		c[i] = split_root(split_abs(c[i]));

#pragma omp target map(tofrom: d[0:N])
#pragma omp parallel for
	for (int i = 0; i < N; i++)
		d[i] = split_abs(d[i]) + 1;

#pragma omp target data map(tofrom: e[0:N])
	{
#pragma omp target teams
#pragma omp distribute parallel for
		for (int i = 0; i < N; i++)
			e[i] = split_root(split_abs(e[i]));
	}

	int bad = 0;
	for (int i = 0; i < N; i++)
		bad |= a[i] != (double)i || b[i] != (double)i || c[i] != (double)i ||
		       d[i] != (double)(i * i) + 1 || e[i] != (double)i;
	printf(bad ? "FAIL\n" : "PASS\n");
	return bad;
}
