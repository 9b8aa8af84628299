// RUN: %omp2cuda -O2 -c %S/Inputs/separate_proto_lib.c -o %t.lib.o
// RUN: %omp2cuda -O2 -c %s -o %t.main.o
// RUN: %omp2cuda %t.main.o %t.lib.o -o %t
// RUN: %run %t | FileCheck %s
// CHECK: PASS
/* A declare target function another file defines whose only declaration
 * here is its header's, in a declare target block (OpenMP 5.2 7.8.1):
 * the region calls it, the device link brings its code.  Checked against
 * the same computation on the host. */
#include <stdio.h>

#include "Inputs/separate_proto.h"

int
main(void)
{
	enum { N = 1000 };
	static long out[N];
#pragma omp target teams distribute parallel for map(from: out[0:N])
	for (int i = 0; i < N; i++)
		out[i] = proto_mix((long)i, i % 7);
	int bad = 0;
	for (int i = 0; i < N; i++)
		bad |= out[i] != proto_mix((long)i, i % 7);
	printf(bad ? "FAIL\n" : "PASS\n");
	return bad;
}
