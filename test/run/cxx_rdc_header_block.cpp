// RUN: %omp2cuda++ -O2 -c %S/Inputs/cxx_rdc_header_block_lib.cpp -o %t.lib.o
// RUN: %omp2cuda++ -O2 -c %s -o %t.main.o
// RUN: %omp2cuda++ %t.main.o %t.lib.o -o %t
// RUN: %run %t | FileCheck %s
// CHECK: PASS
// A region calls member functions of a class a header declares in a
// declare target block, which another file defines outside any block:
// that file exports them for the device link.

#include <cstdio>

#include "Inputs/cxx_rdc_header_block.h"

int
main()
{
	const int n = 256;
	int out[n], ok = 1;
	Mixer m(5);
#pragma omp target teams distribute parallel for map(from: out) map(to: m)
	for (int i = 0; i < n; i++)
		out[i] = m.rounds(i, 3);
	for (int i = 0; i < n; i++)
		ok &= out[i] == m.rounds(i, 3);
	printf("%d %d\n", out[1], out[n - 1]);
	printf("%s\n", ok ? "PASS" : "FAIL");
	return !ok;
}
