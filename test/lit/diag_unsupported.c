// RUN: not %omp2cuda --emit-cuda %s -o /dev/null 2>&1 | FileCheck %s
// Constructs and clauses omp2cuda does not compile yet are errors with a
// location, never silently wrong code.

void f(int n, double *a, double *b)
{
	double sum = 0;
	// CHECK: diag_unsupported.c:[[@LINE+1]]:66: error: clause 'proc_bind' is not supported yet
#pragma omp target teams distribute parallel for map(to: a[0:n]) proc_bind(close)
	for (int i = 0; i < n; i++)
		a[i] = 2;

	// CHECK: diag_unsupported.c:[[@LINE+1]]:54: error: map-type modifier 'ompx_hold' is not supported yet
#pragma omp target teams distribute parallel for map(ompx_hold, to: a[0:n]) reduction(+: sum)
	for (int i = 0; i < n; i++)
		sum += a[i];

	int j = 0;
#pragma omp target parallel map(to: a[0:n])
	{
	// CHECK: diag_unsupported.c:[[@LINE+1]]:17: error: clause 'linear' is not supported yet on '#pragma omp for'
#pragma omp for linear(j)
	for (int i = 0; i < n; i++)
		a[i] = j++;
	}

	// lastprivate: scalars and arrays on combined loops
	// CHECK: diag_unsupported.c:[[@LINE+1]]:82: error: lastprivate of 'a' is not supported yet: only scalar variables and fixed-size arrays
#pragma omp target teams distribute parallel for map(tofrom: a[0:n]) lastprivate(a)
	for (int i = 0; i < n; i++)
		sum = i;
}
