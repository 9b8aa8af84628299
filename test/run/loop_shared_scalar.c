// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// A scalar a parallel loop maps from the device is shared by the loop's
// threads, its one device copy: a flag every iteration sets to the same
// value, or a value one iteration writes, comes back (a map clause's or
// defaultmap(tofrom: scalar)'s).

#include <stdio.h>

int
main(void)
{
	int a[256], found = 0, last = -1, seen = 5, bad = 0;

	for (int i = 0; i < 256; i++)
		a[i] = i % 7 == 3 ? -i : i;
#pragma omp target teams distribute parallel for map(to: a) map(tofrom: found, last) map(to: seen)
	for (int i = 0; i < 256; i++) {
		if (a[i] < 0)
			found = 1;
		if (i == 254)
			last = a[i] + seen;
	}
	if (!found || last != 254 + 5) {
		printf("FAIL: found %d, last %d\n", found, last);
		return 1;
	}
#pragma omp target parallel for map(tofrom: found)
	for (int i = 0; i < 64; i++)
		found = 0;
	bad += found != 0;
	/* the same through defaultmap(tofrom: scalar) */
#pragma omp target teams distribute parallel for defaultmap(tofrom: scalar) map(to: a)
	for (int i = 0; i < 256; i++)
		if (i == 3)
			last = a[i];
	bad += last != -3;
	if (bad) {
		printf("FAIL: flag not cleared\n");
		return 1;
	}
	printf("PASS\n");
	return 0;
}
