// A loop bound a macro's argument gives, in a form the front end cannot
// rebuild from the AST (a member): an error of its own, before nvcc
// runs.  A call of a function it rebuilds (loop_bound_calls.c); one the
// device cannot call (another file's variadic function) is the error
// calls get.
// RUN: not %omp2cuda %s -o %t 2>&1 | FileCheck %s
#define ID(y) y
int limit(int n, ...);
struct S {
	int n;
};

void f(int n, double *a, struct S s)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	// CHECK: :[[@LINE+1]]:22: error: a bound or step of a target region's loop that a macro writes
	for (int i = 0; i < ID(s.n); i++)
		a[i] += 1;
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	// CHECK: :[[@LINE+1]]:22: error: call to variadic declare target function 'limit' of another file in a target region is not supported yet
	for (int i = 0; i < ID(limit(n)); i++)
		a[i] += 1;
}
// CHECK-NOT: nvcc
