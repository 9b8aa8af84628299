// RUN: not %omp2cuda --emit-cuda %s -o /dev/null 2>&1 | FileCheck %s
// The statement of a directive that a macro expands to: a loop whose
// header a macro writes is read from the AST, its body from the file
// (a body the macro writes too is an error, and the next statement
// written out is never taken instead); other statements must be written
// out.  Macros inside a statement written out are fine.
#define ZERO_ALL for (int i = 0; i < n; i++) a[i] = 0
#define SQ(x) ((x) * (x))
#define FOR(i, n) for (int i = 0; i < (n); i++)
#define DOWN(i, n) for (int i = (n) - 1; i >= 0; --i)
#define STEP(i, n, s) for (int i = 0; i < (n); i += (s))
#define UNTIL(i, n) for (int i = 0; i != (n); i++)
#define CLEAR(a, i) (a)[i] = 0

void f(int n, double *a)
{
	// CHECK: macro_statement.c:[[@LINE+2]]:2: error: the body of the loop of '#pragma omp target teams distribute parallel for' is not supported yet: it must be written out, not expanded from a macro
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
	// statement is left out of its copies (lit/pp_conditionals.c)
	// CHECK-NOT: macro_statement.c:[[@LINE+1]]
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
#if 0
	for (int i = 0; i < 2 * n; i++)
#else
	for (int i = 0; i < n; i++)
	// CHECK-NOT: macro_statement.c:[[@LINE+1]]
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
void loops(int n, int s, double *a)
{
	// CHECK-NOT: macro_statement.c:[[@LINE+1]]
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	FOR(i, n) {
		a[i] = 1;
	}
	// CHECK-NOT: macro_statement.c:[[@LINE+1]]
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	DOWN(i, n)
		a[i] += i;
	// CHECK-NOT: macro_statement.c:[[@LINE+1]]
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	STEP(i, n, s)
		a[i] += i;
	// with !=, the step's sign is read from the AST too
	// CHECK-NOT: macro_statement.c:[[@LINE+2]]
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	UNTIL(i, n)
		a[i] += i;
	// CHECK: macro_statement.c:[[@LINE+2]]:2: error: the statement of '#pragma omp target' is not supported yet: it must be written out, not expanded from a macro
#pragma omp target map(tofrom: a[0:n])
	CLEAR(a, 0);
}
// CHECK-NOT: error
