// RUN: not %omp2cuda %s 2>&1 | FileCheck %s
// default(shared) and default(none) are accepted (test/run/default_simd_api.c); default(firstprivate)
// and default(private) are accepted on kernel regions and tasks in them (test/lit/default_dsa.c),
// not yet on a parallel or teams construct nested in a kernel region.

void
f(int *a, int n)
{
	int t = 0;
#pragma omp target map(tofrom: a[0:n])
	{
	// CHECK: diag_default.c:[[@LINE+1]]:34: error: default(private) is not supported yet on '#pragma omp parallel for': list the variables in a private clause
#pragma omp parallel for default(private)
		for (int i = 0; i < n; i++)
			a[i] = i;
	// CHECK: diag_default.c:[[@LINE+1]]:34: error: default(firstprivate) is not supported yet on '#pragma omp parallel for'
#pragma omp parallel for default(firstprivate)
		for (int i = 0; i < n; i++)
			a[i] = t + i;
	}
}
