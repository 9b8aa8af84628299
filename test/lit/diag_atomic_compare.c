// RUN: not %omp2cuda %s 2>&1 | FileCheck %s
// atomic compare on types the GPU or the host's builtins do not compare
// and swap in one instruction (long double), in a target region and in
// host code; clang itself rejects the statements outside OpenMP 5.1's
// forms.

void
f(long double *m, long double e)
{
#pragma omp target map(tofrom: m[0:1])
	{
// CHECK: :[[@LINE+1]]:1: error: atomic on 'm[0]' of type 'long double' is not supported yet: 1-, 2-, 4- and 8-byte types are
#pragma omp atomic compare
		if (m[0] < e) {
			m[0] = e;
		}
	}
}

void
host(long double *x, long double e)
{
// CHECK: :[[@LINE+1]]:1: error: atomic compare on '*x' of type 'long double' is not supported: 1-, 2-, 4- and 8-byte types are
#pragma omp atomic compare
	if (*x < e) {
		*x = e;
	}
}
