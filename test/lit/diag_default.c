// RUN: not %omp2cuda %s 2>&1 | FileCheck %s
// default(shared) and default(none) are accepted (test/run/default_simd_api.c);
// default(firstprivate) and default(private) are not yet.

void
f(int *a, int n)
{
	int t = 0;
	// CHECK: diag_default.c:[[@LINE+1]]:45: error: default(private) is not supported yet on '#pragma omp target teams distribute': list the variables in a private clause
#pragma omp target teams distribute default(private) map(tofrom: a[0:n])
	for (int i = 0; i < n; i++)
		a[i] = i;
	// CHECK: diag_default.c:[[@LINE+1]]:41: error: default(firstprivate) is not supported yet on '#pragma omp target parallel for'
#pragma omp target parallel for default(firstprivate) map(tofrom: a[0:n])
	for (int i = 0; i < n; i++)
		a[i] = t + i;
}
