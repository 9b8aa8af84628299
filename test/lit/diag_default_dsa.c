// RUN: not %omp2cuda %s 2>&1 | FileCheck %s
// default(firstprivate) of an array or struct on a kernel region would start each team's copy
// from its device copy, and default(firstprivate | private) of a mapped variable would privatize
// it in the teams and parallel leaves only: both are errors that name the variable.

struct two {
	int a, b;
};

void
f(int *out, int n)
{
	int arr[8] = {0}, m = 0;
	struct two s = {1, 2};

	// CHECK: diag_default_dsa.c:[[@LINE+1]]:34: error: default(firstprivate) on '#pragma omp target teams' of 'arr', an array, struct or union, is not supported yet
#pragma omp target teams default(firstprivate) map(tofrom: out[0:n]) shared(out)
	out[0] = arr[1];

	// CHECK: diag_default_dsa.c:[[@LINE+1]]:34: error: default(firstprivate) on '#pragma omp target teams' of 's', an array, struct or union, is not supported yet
#pragma omp target teams default(firstprivate) map(tofrom: out[0:n]) shared(out)
	out[0] = s.a;

	// CHECK: diag_default_dsa.c:[[@LINE+1]]:34: error: default(private) on '#pragma omp target teams' of mapped variable 'm' is not supported yet: name it in a shared or private clause
#pragma omp target teams default(private) map(tofrom: m)
	m = 1;
}
