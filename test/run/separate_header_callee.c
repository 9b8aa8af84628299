// RUN: %omp2cuda -O2 -c %S/Inputs/separate_header_lib.c -o %t.lib.o
// RUN: %omp2cuda -O2 -c %s -o %t.main.o
// RUN: %omp2cuda %t.main.o %t.lib.o -o %t
// RUN: %run %t | FileCheck %s
// CHECK: PASS
/* A declare target function of another file, which no region of its own
 * file calls, calling a header's inline helpers that have no declare
 * target directive of their own: compiling that file puts the header in
 * place for the device as a region's call would.  Checked against the
 * same computation on the host. */
#include <stdio.h>

#pragma omp declare target
double lib_weigh(double v, unsigned long *seed);
#pragma omp end declare target

static unsigned long
host_step(unsigned long s)
{
	return s * 6364136223846793005ul + 1;
}

int
main(void)
{
	enum { N = 1000 };
	static double out[N];
#pragma omp target teams distribute parallel for map(from: out[0:N])
	for (int i = 0; i < N; i++) {
		unsigned long seed = (unsigned long)i;
		out[i] = lib_weigh((double)i, &seed);
	}
	int bad = 0;
	for (int i = 0; i < N; i++) {
		unsigned long seed = host_step((unsigned long)i);
		bad |= out[i] != 3.0 * i + (double)(seed % 2);
	}
	printf(bad ? "FAIL\n" : "PASS\n");
	return bad;
}
