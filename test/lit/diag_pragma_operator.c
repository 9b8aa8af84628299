// RUN: not %omp2cuda --emit-cuda %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=error:
// Directives given by the _Pragma operator go through the checks of
// '#pragma omp' lines, at the operator or the macro invocation (at the
// character itself in a string written out without escapes).  The
// invocations the token-level reading cannot follow (in the arguments of
// another macro, amid other code: WRAP, LOOP, PRAGMA2, ATOMIC_INC) are
// expanded by the preprocessor and compile: no error there.  A declare
// target directive given this way is read like a '#pragma' line: here a
// variable both declare target and link.

#define STR2(x, y) #x
#define PRAGMA(x) _Pragma(#x)
#define PRAGMA2(x) _Pragma(STR2(x, 1))
#define WRAP(x) x
#define LOOP(n) _Pragma("omp target teams distribute parallel for") for (int i = 0; i < n; i++)
#define HOST_LOOP(n) _Pragma("omp parallel for") for (int i = 0; i < n; i++)
#define ATOMIC_INC(x) _Pragma("omp atomic") x += 1
#define HOST_ATOMIC_INC(x) _Pragma("omp atomic") x += 1
#define BODY a[i] = 0
#define LOOP_HEAD(n) for (int i = 0; i < n; i++)

PRAGMA(omp declare target)
double g[8];
PRAGMA(omp end declare target)
// CHECK: diag_pragma_operator.c:[[@LINE+1]]:1: error: 'g' is in a declare target link clause and is also declare target without it
PRAGMA(omp declare target link(g))

void f(int n, double *a)
{
	// CHECK: diag_pragma_operator.c:[[@LINE+1]]:64: error: clause 'proc_bind' is not supported yet
	_Pragma("omp target teams distribute parallel for map(a[0:n]) proc_bind(close)")
	for (int i = 0; i < n; i++)
		a[i] = 0;
	// CHECK: diag_pragma_operator.c:[[@LINE+1]]:2: error: clause 'proc_bind' is not supported yet
	_Pragma("omp target teams distribute parallel for map(a[0:n]) proc_bind(close) /* \"q\" */")
	for (int i = 0; i < n; i++)
		a[i] = 0;
	// CHECK: diag_pragma_operator.c:[[@LINE+1]]:2: error: clause 'proc_bind' is not supported yet
	PRAGMA(omp target teams distribute parallel for map(a[0:n]) proc_bind(close))
	for (int i = 0; i < n; i++)
		a[i] = 0;
	// a loop whose header a macro writes: read from the AST
	// CHECK-NOT: diag_pragma_operator.c:[[@LINE+2]]
	PRAGMA(omp target teams distribute parallel for map(a[0:n]))
	LOOP_HEAD(n)
		a[i] = 0;
	PRAGMA(omp target teams distribute parallel for map(a[0:n]))
	for (int i = 0; i < n; i++) {
		// CHECK: diag_pragma_operator.c:[[@LINE+1]]:3: error: '#pragma omp cancellation point' inside a target region is not supported yet
		_Pragma("omp cancellation point for")
		for (int j = 0; j < 4; j++)
			a[j] += 1;
	}
}

void g2(int n, double *a)
{
	WRAP(PRAGMA(omp target map(a[0:n])))
	a[0] = 1;
	WRAP(_Pragma("omp target map(a[0:n])"))
	a[0] = 2;
	LOOP(n)
		a[i] = 3;
	PRAGMA2(omp target map(a[0:n]))
	a[0] = 4;
	int x = 0;
	PRAGMA(omp target map(tofrom: x))
	{
		ATOMIC_INC(x);
	}
	/* host code: the host compiler's */
	HOST_LOOP(n)
		a[i] = 5;
	HOST_ATOMIC_INC(x);
	WRAP(_Pragma("omp parallel for"))
	for (int i = 0; i < n; i++)
		BODY;
}

/* a loop construct an operator gives in a target region's own code (the
 * host fallback's copy could not say bind(thread)) */
void g3(int n, double *a)
{
#pragma omp target map(a[0:n])
	{
		// CHECK: diag_pragma_operator.c:[[@LINE+1]]:3: error: '#pragma omp loop' inside a target region is not supported yet
		_Pragma("omp loop")
		for (int j = 0; j < n; j++)
			a[j] += 1;
	}
}
