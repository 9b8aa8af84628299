// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s --check-prefix=CUDA
// CHECK: PASS
// Declarations that end with attributes after the declarator (an aligned
// typedef, a packed struct, a macro naming an attribute), copied into the
// .cu file from a header the preprocessor read in part: libclang's extent
// of such a declaration ends before them, and the copy kept neither them
// nor the ';' (nvcc stopped on the next line, and a packed struct would
// have had the device's own layout).  The device's sizes, alignments and
// offsets must be the host's.
// CUDA: } site __attribute__ ((aligned));
// CUDA: } __attribute__((packed));
// CUDA: } cell ALIGNED_TO(32);
#include <cstddef>
#include <cstdio>

#include "Inputs/decl_attributes.h"

int
main()
{
	site s[4] = {};
	rec r[4] = {};
	cell c = {};
	long dev[9] = {0}, host[9] = {(long)sizeof(site), (long)alignof(site), (long)sizeof(rec),
	                              (long)offsetof(rec, value), (long)sizeof(cell),
	                              (long)alignof(cell), 0, 0, 0};

	for (int i = 0; i < 4; i++) {
		s[i].v[2] = i + 0.5f;
		r[i].value = i * 2.25;
	}
	c.s = 18;
#pragma omp target map(to: s, r, c) map(tofrom: dev)
	{
		dev[0] = sizeof(site);
		dev[1] = alignof(site);
		dev[2] = sizeof(rec);
		dev[3] = offsetof(rec, value);
		dev[4] = sizeof(cell);
		dev[5] = alignof(cell);
		for (int i = 0; i < 4; i++) {
			dev[6] += (long)(s[i].v[2] * 2);
			dev[7] += (long)(r[i].value * 4);
		}
		dev[8] = c.s;
	}
	host[6] = 1 + 3 + 5 + 7;
	host[7] = 0 + 9 + 18 + 27;
	host[8] = 18;
	int bad = 0;
	for (int i = 0; i < 9; i++)
		if (dev[i] != host[i])
			printf("FAIL: %d: device %ld, host %ld\n", i, dev[i], host[i]), bad++;
	if (!bad)
		printf("PASS\n");
	return bad != 0;
}
