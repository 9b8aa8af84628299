// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// With a driver that does nothing (the kernels' results are not checked): the
// read-only pair launches the __restrict__ kernel, the update in place the alias one.
// RUN: env LD_LIBRARY_PATH=%unit/nullcuda OMP_TARGET_OFFLOAD=MANDATORY OMP2CUDA_VERBOSE=1 timeout 20 %t > %t.null 2>&1 || true
// RUN: FileCheck %s --check-prefix=NULL < %t.null
// NULL: alias_read_only_pair.c:[[B:[0-9]+]]:1: kernel o2c_alias_read_only_pair_[[B]]{{(_known)?}}_narrow on
// NULL: alias_read_only_pair.c:[[T:[0-9]+]]:1: kernel o2c_alias_read_only_pair_[[T]]{{(_known)?}}_alias on
// E2E-PASS[OMP2CUDA_VERBOSE=1]: kernel o2c_alias_read_only_pair_(\d+)(_known)?(_narrow)? on.*kernel o2c_alias_read_only_pair_\d+(_known)?_alias on
// CHECK: PASS
//
// Two pointer arguments into one allocation: where the kernel writes
// through neither, its __restrict__ kernel runs (read-only loads of
// memory no name writes); where it writes through one of them, the
// kernel without __restrict__ does.  The same array passed twice as the
// two read-only operands, then updated in place through two names; every
// value is checked against the same arithmetic on the host.

#include <stdio.h>
#include <stdlib.h>

enum { N = 100000 };

/* out[i] = a[i] * 3 + b[n - 1 - i] */
static void
blend(const float *a, const float *b, float *out, int n)
{
#pragma omp target teams distribute parallel for map(to: a[0:n], b[0:n]) map(from: out[0:n])
	for (int i = 0; i < n; i++)
		out[i] = a[i] * 3.0f + b[n - 1 - i];
}

/* to[i] = from[i] * 2 + 1, to and from possibly the same array */
static void
twice(const float *from, float *to, int n)
{
#pragma omp target teams distribute parallel for map(to: from[0:n]) map(tofrom: to[0:n])
	for (int i = 0; i < n; i++)
		to[i] = from[i] * 2.0f + 1.0f;
}

int
main(void)
{
	float *x = malloc(N * sizeof *x), *y = malloc(N * sizeof *y);
	int bad = 0;

	for (int i = 0; i < N; i++)
		x[i] = (float)(i % 1000) * 0.25f;
	blend(x, x, y, N);
	for (int i = 0; i < N && !bad; i++)
		if (y[i] != x[i] * 3.0f + x[N - 1 - i]) {
			printf("FAIL: blend at %d: %g\n", i, y[i]);
			bad = 1;
		}
	twice(x, x, N);
	for (int i = 0; i < N && !bad; i++)
		if (x[i] != (float)(i % 1000) * 0.25f * 2.0f + 1.0f) {
			printf("FAIL: in place at %d: %g\n", i, x[i]);
			bad = 1;
		}
	free(x);
	free(y);
	if (!bad)
		printf("PASS\n");
	return bad;
}
