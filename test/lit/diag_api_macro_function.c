// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s --check-prefix=OK
// RUN: not %omp2cuda --emit-cuda -DLEVELS %s -o /dev/null 2>&1 | FileCheck %s
// OpenMP API calls in a function called from a target region are answered
// from the contexts of its calls, in the call's own text.  A call written in
// a macro's argument, or a macro that is the call alone, is answered in
// place.  Calls a macro's definition gives with more than the call (HeCBench
// kernelLaunch: `unsigned i = omp_get_num_teams() * omp_get_num_threads() +
// omp_get_thread_num();` in a macro) share the invocation's text, which no
// edit may write over: where the device header's routine answers them
// (omp_get_num_teams here) they stay calls; otherwise the function's body
// begins with a local of the routine's name that answers them.  Where the
// macro's calls of one routine in one function have different answers
// (omp_get_level() inside and outside the function's own parallel
// construct), that is a located error, never one answer for both.
// OK: __device__ void work(int *out)
// OK-NEXT: { auto omp_get_thread_num = [] { return 0 /* omp_get_thread_num(): a team of one thread */; }; auto omp_get_num_threads = [] { return 1 /* omp_get_num_threads(): a team of one thread */; };
// OK-NOT: auto omp_get_num_teams
// OK: out[WHO] = 1;
// OK: int t = 0 /* omp_get_thread_num(): a team of one thread */;
// OK: int n = TWICE(1 /* omp_get_num_threads(): a team of one thread */);
// CHECK: diag_api_macro_function.c:[[@LINE+22]]:{{[0-9]+}}: error: 'omp_get_level' given by a macro's definition in a function called from a target region is not supported yet where its calls there have different values
// CHECK-NOT: internal error
#include <omp.h>

#define TWICE(x) (2 * (x))
#define NTH omp_get_num_threads()
#define WHO (omp_get_num_teams() * omp_get_num_threads() + omp_get_thread_num())
#define DEPTH (omp_get_level() + 0)

void work(int *out)
{
	out[WHO] = 1;
	int t = omp_get_thread_num();
	int n = TWICE(omp_get_num_threads());
	out[0] = t + n + NTH;
}

#ifdef LEVELS
void levels(int *out)
{
	out[1] = DEPTH;
#pragma omp parallel num_threads(2)
	out[2] = DEPTH;
}
#endif

int main(void)
{
	int out[8] = {0};
#pragma omp target map(tofrom: out)
	{
		work(out);
#ifdef LEVELS
		levels(out);
#endif
	}
	return out[0] != 3;
}
