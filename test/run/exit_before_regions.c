// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: %run %t quit | FileCheck %s --check-prefix=QUIT
// E2E-PASS[quit]: quit before any region: PASS
// A program that ends before its first region (as one printing its usage
// does) exits cleanly while the GPU's start-up may still be under way
// beside it; run in full, it computes its region.
#include <stdio.h>
#include <string.h>

int
main(int argc, char **argv)
{
	int x = 0;

	if (argc > 1 && !strcmp(argv[1], "quit")) {
		// QUIT: quit before any region: PASS
		printf("quit before any region: PASS\n");
		return 0;
	}
#pragma omp target map(tofrom: x)
	x = 7;
	// CHECK: x 7 PASS
	printf("x %d %s\n", x, x == 7 ? "PASS" : "FAIL");
	return x != 7;
}
