// RUN: not %omp2cuda --emit-cuda %s -o /dev/null 2>&1 | FileCheck %s
// Device directives given by the _Pragma operator are not seen by
// omp2cuda's directive scan: each is an error, never a loop left on the
// host.  declare target link is not supported yet.

#define OFFLOAD _Pragma("omp target teams distribute parallel for")
#define OFFLOAD_MAP(x) _Pragma("omp target teams distribute parallel for map(tofrom: x)")
#define AGAIN OFFLOAD

double g[8];
// CHECK: diag_pragma_operator.c:[[@LINE+1]]:28: error: declare target link(...) is not supported yet: use enter(...)
#pragma omp declare target link(g)

void f(int n, double *a)
{
	// CHECK: diag_pragma_operator.c:[[@LINE+1]]:2: error: 'OFFLOAD' expands to an OpenMP device directive through _Pragma: not supported yet; write '#pragma omp' on a line of its own
	OFFLOAD
	for (int i = 0; i < n; i++)
		a[i] = 0;
	// CHECK: diag_pragma_operator.c:[[@LINE+1]]:2: error: 'AGAIN' expands to an OpenMP device directive
	AGAIN
	for (int i = 0; i < n; i++)
		a[i] = 1;
	// CHECK: diag_pragma_operator.c:[[@LINE+1]]:2: error: '_Pragma("omp target")' is not supported yet: write '#pragma omp' on a line of its own
	_Pragma("omp target")
	a[0] = 2;
}
