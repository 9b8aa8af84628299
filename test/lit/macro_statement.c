// RUN: not %omp2cuda --emit-cuda %s -o /dev/null 2>&1 | FileCheck %s
// The statement of a directive that a macro expands to: libclang shows no
// such statement, and the next one written out must not be taken instead.
// Macros inside a statement written out are fine.
#define ZERO_ALL for (int i = 0; i < n; i++) a[i] = 0
#define SQ(x) ((x) * (x))

void f(int n, double *a)
{
	// CHECK: macro_statement.c:[[@LINE+2]]:2: error: the statement of '#pragma omp target teams distribute parallel for' is not supported yet: it must be written out, not expanded from a macro
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	ZERO_ALL;
	for (int i = 0; i < n; i++)
		a[i] = 1;
}

void g(int n, double *a)
{
	// CHECK-NOT: macro_statement.c:[[@LINE+2]]
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	for (int i = 0; i < n; i++)
		a[i] = SQ(i);
}

void h(int n, double *a)
{
	// lines an #if skips are not taken for a macro; the #endif inside the
	// statement would leave its copies half a conditional
	// CHECK-NOT: macro_statement.c:[[@LINE+1]]
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
#if 0
	for (int i = 0; i < 2 * n; i++)
#else
	for (int i = 0; i < n; i++)
	// CHECK: macro_statement.c:[[@LINE+1]]:1: error: a preprocessor conditional that the statement of '#pragma omp target teams distribute parallel for' closes is not supported yet
#endif
		a[i] = 1;
}

void k(int n, double *a)
{
	// other pragmas may come between; the host fallback leaves them out
	// CHECK-NOT: macro_statement.c:[[@LINE+1]]
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
#pragma GCC ivdep
	for (int i = 0; i < n; i++)
		a[i] = 1;
}
// CHECK-NOT: error
