// RUN: not %omp2cuda --emit-cuda %s -o /dev/null 2>&1 | FileCheck %s
// What omp2cuda does not compile yet around single, masked and nested parallel regions: a
// reduction on a parallel region nested in another (a team of one thread), or on a loop of one,
// of a variable the enclosing parallel region's threads share;
// a parallel region in a single of a teams distribute loop's sequential part, and in a target
// region.

void
f(int n, int *a)
{
	int s = 0, t = 0;
#pragma omp target parallel map(tofrom: a[0:n], s, t)
	{
		// CHECK: diag_nested.c:[[@LINE+1]]:39: error: reduction on '#pragma omp parallel for' in a nested parallel region (a team of one thread) is supported for a scalar declared in the enclosing parallel region (its thread's own), not yet for 's'
#pragma omp parallel for reduction(+: s)
		for (int i = 0; i < n; i++)
			s += a[i];
#pragma omp parallel
		{
			// CHECK: diag_nested.c:[[@LINE+1]]:30: error: reduction on '#pragma omp for' in a nested parallel region (a team of one thread) is supported for a scalar declared in the enclosing parallel region (its thread's own), not yet for 't'
#pragma omp for reduction(+: t)
			for (int i = 0; i < n; i++)
				t += a[i];
		}
		a[0] = s + t;
	}
#pragma omp target teams distribute map(tofrom: a[0:n])
	for (int i = 0; i < n; i++) {
#pragma omp single
		{
			// CHECK: diag_nested.c:[[@LINE+1]]:1: error: '#pragma omp parallel' nested in '#pragma omp single' is not supported yet
#pragma omp parallel
			a[i] = i;
		}
	}
#pragma omp target map(tofrom: a[0:n])
#pragma omp single
	{
		// CHECK: diag_nested.c:[[@LINE+1]]:1: error: '#pragma omp parallel' nested in '#pragma omp single' is not supported yet
#pragma omp parallel
		a[0] = 1;
	}
}
