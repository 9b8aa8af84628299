// RUN: not %omp2cuda --emit-cuda %s -o /dev/null 2>&1 | FileCheck %s
// RUN: %omp2cuda --emit-cuda -DARGUMENT_ONLY %s -o - | FileCheck %s --check-prefix=OK
// OpenMP API calls in a function called from a target region are answered
// from the contexts of its calls, in the call's own text.  Calls a
// macro's definition gives with more than the call (HeCBench kernelLaunch:
// `unsigned i = omp_get_num_teams() * omp_get_num_threads() +
// omp_get_thread_num();` in a macro) share the invocation's text: a located
// error for each, never two answers written over one piece of code.  A
// call written in a macro's argument, or a macro that is the call alone,
// is answered in place.
// CHECK: diag_api_macro_function.c:[[@LINE+14]]:{{[0-9]+}}: error: 'omp_get_num_teams' given by a macro's definition in a function called from a target region is not supported yet
// CHECK: diag_api_macro_function.c:[[@LINE+13]]:{{[0-9]+}}: error: 'omp_get_num_threads' given by a macro's definition
// CHECK-NOT: internal error
// OK: int t = 0 /* omp_get_thread_num(): a team of one thread */;
// OK: int n = TWICE(1 /* omp_get_num_threads(): a team of one thread */);
#include <omp.h>

#define TWICE(x) (2 * (x))
#define NTH omp_get_num_threads()
#define WHO (omp_get_num_teams() * omp_get_num_threads() + omp_get_thread_num())

void work(int *out)
{
#ifndef ARGUMENT_ONLY
	out[WHO] = 1;
#endif
	int t = omp_get_thread_num();
	int n = TWICE(omp_get_num_threads());
	out[0] = t + n + NTH;
}

int main(void)
{
	int out[8] = {0};
#pragma omp target map(tofrom: out)
	work(out);
	return out[0] != 3;
}
