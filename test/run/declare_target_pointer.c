// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: %omp2cuda -O2 --explain -c %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=EXPLAIN
// CHECK: PASS
// EXPLAIN: out: written {{.*}} no __restrict__: the code uses a pointer loaded from memory (declare target 'table' in 'lookup'
// Declare target pointer variables (OpenMP 5.2 7.8, 5.8.3): their device
// copies are what device code names, and a map of a section of what one
// points to attaches the device copy to the section's device copy (enter
// data, a target data region, a section that does not begin at the
// pointer's value), so the functions kernels call and the kernels
// themselves reach the mapped data through it.  A kernel that reads one
// has no __restrict__ claims: the pointer may hold the address of a
// kernel argument's memory, which the runtime does not see.

#include <stdio.h>
#include <stdlib.h>

#pragma omp declare target
int *table;
double *vals;

static int
lookup(int i)
{
	return table[i % 64];
}
#pragma omp end declare target

int
main(void)
{
	int n = 1000, ok = 1;
	int out[16];
	table = malloc(64 * sizeof(int));
	vals = malloc(n * sizeof(double));
	for (int i = 0; i < 64; i++)
		table[i] = i * 3;
	for (int i = 0; i < n; i++)
		vals[i] = i * 0.5;

#pragma omp target enter data map(to: table[0:64])
#pragma omp target teams distribute parallel for map(from: out)
	for (int i = 0; i < 16; i++)
		out[i] = lookup(i * 5) + table[i];
	for (int i = 0; i < 16; i++)
		ok &= out[i] == ((i * 5) % 64) * 3 + i * 3;

	/* a section past the pointer's value: the device copy still points
	 * where vals[0] would be */
#pragma omp target data map(tofrom: vals[100:n - 100])
	{
#pragma omp target teams distribute parallel for
		for (int i = 100; i < n; i++)
			vals[i] = vals[i] * 2 + lookup(i);
	}
	for (int i = 0; i < n; i++)
		ok &= vals[i] == (i < 100 ? i * 0.5 : i * 1.0 + ((i % 64) * 3));
#pragma omp target exit data map(delete: table[0:64])
	printf("%d %g\n", out[15], vals[999]);
	printf("%s\n", ok ? "PASS" : "FAIL");
	free(table);
	free(vals);
	return !ok;
}
