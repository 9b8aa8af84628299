// RUN: %omp2cuda -O2 -w %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// A pointer mapped without an array section is mapped as itself (OpenMP 5.2 5.8.3): its bits go
// to the device and, for from and tofrom, come back; what it points to is not mapped.  The region
// may store a device address in it (&a[i] of a mapped array) and use that.
#include <stdint.h>
#include <stdio.h>

#define N 256

static int errors;

static void
check(int ok, const char *what)
{
	if (!ok) {
		printf("FAIL: %s\n", what);
		errors++;
	}
}

int
main(void)
{
	int a[N];
	int *p = (int *)(uintptr_t)0x1000, *q = NULL, *r = (int *)(uintptr_t)0x2468;
	uintptr_t seen = 0;
	int is_null = 0;

	for (int i = 0; i < N; i++)
		a[i] = i;
	/* the bits reach the device: map(to) */
#pragma omp target map(to: p, q) map(from: seen, is_null)
	{
		seen = (uintptr_t)p;
		is_null = q == NULL;
	}
	check(seen == 0x1000 && is_null, "map(to: p) carries the pointer's value");

	/* a device address stored in it, used, and a value stored back */
#pragma omp target map(tofrom: a, p)
	{
		p = &a[10];
		for (int i = 0; i < 5; i++)
			p[i] = -p[i];
		p = (int *)(uintptr_t)0x3000;
	}
	check(p == (int *)(uintptr_t)0x3000, "map(tofrom: p) brings the pointer's value back");
	for (int i = 0; i < N; i++)
		check(a[i] == (i >= 10 && i < 15 ? -i : i), "writes through a device address");

	/* defaultmap: the pointer category as itself, in a loop every
	 * iteration of which stores the same value */
#pragma omp target teams distribute parallel for defaultmap(tofrom: pointer) map(tofrom: a)
	for (int i = 0; i < N; i++) {
		a[i] += 1;
		r = (int *)(uintptr_t)0x4000;
	}
	check(r == (int *)(uintptr_t)0x4000, "defaultmap(tofrom: pointer) brings it back");
	for (int i = 0; i < N; i++)
		check(a[i] == (i >= 10 && i < 15 ? -i : i) + 1, "the loop's writes");

	/* defaultmap(tofrom) (every category) */
	q = NULL;
#pragma omp target defaultmap(tofrom)
	{
		q = &a[1];
		q[0] = 100;
		q = (int *)(uintptr_t)0x5000;
	}
	check(q == (int *)(uintptr_t)0x5000 && a[1] == 100, "defaultmap(tofrom)");

	if (!errors)
		printf("PASS\n");
	return errors != 0;
}
