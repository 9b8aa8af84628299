// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s --check-prefix=HOST
// CHECK: PASS
// HOST-NOT: {{^}}#include "Inputs/target_data_body.h"
// HOST: o2c_target(o2c_region_include_in_target_data_target_data_body_3()
// A file of target directives included inside a target data construct's
// statement (HeCBench hybridsort's kernel headers): its region and its
// target update are omp2cuda's, in the data environment the construct
// maps.  Were the host compiler to get them as written, the region would
// run on the host's copy while the GPU's stayed as mapped, and the
// construct's end would copy that back over the host's result.
#include <stdio.h>

int main(void)
{
	enum { N = 5000 };
	static int a[N];
	int n = N, bad = 0, seen = 0;

	for (int i = 0; i < n; i++)
		a[i] = i;
#pragma omp target data map(tofrom: a[0:n])
	{
#include "Inputs/target_data_body.h"
		seen = a[7]; /* after the update: the device's value */
#pragma omp target teams distribute parallel for
		for (int i = 0; i < n; i++)
			a[i] += 1;
	}
	for (int i = 0; i < n; i++)
		bad += a[i] != 2 * i + 2;
	bad += seen != 15;
	printf("%s (%d wrong)\n", bad ? "FAIL" : "PASS", bad);
	return bad != 0;
}
