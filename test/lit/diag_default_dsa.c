// RUN: not %omp2cuda %s 2>&1 | FileCheck %s
// default(firstprivate | private) of a mapped variable would privatize it in the teams and
// parallel leaves only, where the map clause gives the target leaf its device copy: an error
// that names the variable, an array or struct as a scalar.  Arrays default(firstprivate) makes
// firstprivate are kernel arguments, whose size CUDA limits; a variable-length one and one of
// structs with pointer members are errors, as in a firstprivate clause.

struct two {
	int a, b;
};

void
f(int *out, int n)
{
	int arr[8] = {0}, m = 0;
	struct two s = {1, 2};

	// CHECK: diag_default_dsa.c:[[@LINE+1]]:34: error: default(firstprivate) on '#pragma omp target teams' of mapped variable 'arr' is not supported yet: name it in a shared or firstprivate clause
#pragma omp target teams default(firstprivate) map(tofrom: out[0:n], arr) shared(out)
	out[0] = arr[1];

	// CHECK: diag_default_dsa.c:[[@LINE+1]]:34: error: default(firstprivate) on '#pragma omp target teams' of mapped variable 's' is not supported yet: name it in a shared or firstprivate clause
#pragma omp target teams default(firstprivate) map(tofrom: out[0:n]) map(to: s) shared(out)
	out[0] = s.a;

	int big[10000] = {0};
	// CHECK: diag_default_dsa.c:[[@LINE+1]]:58: error: firstprivate arrays of '#pragma omp target teams distribute parallel for' take 40000 bytes: at most 30716 are supported
#pragma omp target teams distribute parallel for default(firstprivate) shared(out) map(tofrom: out[0:n])
	for (int i = 0; i < n; i++)
		out[i] = big[i];

	int vla[n];
	struct link { int *p; } links[4] = {{0}};
	// CHECK: diag_default_dsa.c:[[@LINE+2]]:58: error: default(firstprivate) on '#pragma omp target teams distribute parallel for' of 'vla', a variable-length array, is not supported yet: map it
	// CHECK: diag_default_dsa.c:[[@LINE+1]]:58: error: default(firstprivate) on '#pragma omp target teams distribute parallel for' of 'links', an array of structs with pointer members, is not supported yet: map it
#pragma omp target teams distribute parallel for default(firstprivate) shared(out) map(tofrom: out[0:n])
	for (int i = 0; i < n; i++)
		out[i] = vla[i] + (links[0].p != 0);

	// CHECK: diag_default_dsa.c:[[@LINE+1]]:34: error: default(private) on '#pragma omp target teams' of mapped variable 'm' is not supported yet: name it in a shared or private clause
#pragma omp target teams default(private) map(tofrom: m)
	m = 1;
}
