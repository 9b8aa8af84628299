// RUN: not %omp2cuda --emit-cuda %s -o /dev/null 2>&1 | FileCheck %s
// Reductions of arrays that omp2cuda rejects and clang accepts: on
// constructs other than a combined target loop; larger than a thread's
// private copy may be, or with bounds that are not constants, with an
// operator no atomic update has (&&, ||) or used in the loop other than
// in updates (a read of the partial result, another operator, a max that
// is no atomic compare's form).

#include <math.h>

void
f(int n, int *p)
{
	int a[8] = {0}, big[2048] = {0};

	// CHECK: diag_array_reduction.c:[[@LINE+1]]:50: error: reduction of array 'a' is supported on combined target loop constructs only ('#pragma omp target teams distribute parallel for', 'target parallel for'), not yet on '#pragma omp target teams distribute'
#pragma omp target teams distribute reduction(+: a)
	for (int i = 0; i < n; i++)
		a[i % 8] += i;
	// CHECK: diag_array_reduction.c:[[@LINE+1]]:64: error: reduction of array 'big' of 8192 bytes is not supported yet: each thread keeps a private copy of the array, of at most 4096 bytes
#pragma omp target teams distribute parallel for reduction(&&: big)
	for (int i = 0; i < n; i++)
		big[i % 2048] = big[i % 2048] && i;
	// CHECK: diag_array_reduction.c:[[@LINE+3]]:3: error: reduction of 'big' is not supported yet here: {{.*}} an update 'if (x[i] < e) x[i] = e;', 'x[i] = x[i] < e ? e : x[i]' or 'x[i] = std::max(x[i], e)' (or fmax), e not naming x, a statement of its own, which the device performs atomically; this use is not
#pragma omp target teams distribute parallel for reduction(max: big)
	for (int i = 0; i < n; i++)
		big[i % 2048] = big[i % 2048] > i ? big[i % 2048] : i;
	// CHECK: diag_array_reduction.c:[[@LINE+3]]:5: error: reduction of 'a[0:n]' is not supported yet here: no thread can keep a copy of it (its length is known at run time alone, or it is larger than a thread's copy may be), so each use in the loop must be an update 'x[i] += e' or 'x[i]++', a statement of its own, which the device performs atomically; this use is not
#pragma omp target teams distribute parallel for reduction(+: a[0:n])
	for (int i = 0; i < n; i++)
		a[a[0] % 8] += i;
	// CHECK: diag_array_reduction.c:[[@LINE+3]]:3: error: reduction of 'big' is not supported yet here: {{.*}} an update 'x[i] *= e', a statement of its own, which the device performs atomically; this use is not
#pragma omp target teams distribute parallel for reduction(*: big)
	for (int i = 0; i < n; i++)
		big[i % 2048] += i;
	// CHECK: diag_array_reduction.c:[[@LINE+3]]:25: error: reduction of 'p[0:n]' is not supported yet here: {{.*}}; this use is not
#pragma omp target teams distribute parallel for reduction(+: p[0:n]) map(tofrom: p[0:n])
	for (int i = 0; i < n; i++)
		p[i % 8] = p[i % 8] + p[0];
	// CHECK: diag_array_reduction.c:[[@LINE+3]]:3: error: reduction of 'p[0:n]' is not supported yet here: {{.*}} an update 'if (x[i] > e) x[i] = e;', 'x[i] = x[i] > e ? e : x[i]' or 'x[i] = std::min(x[i], e)' (or fmin), e not naming x, a statement of its own, which the device performs atomically; this use is not
#pragma omp target teams distribute parallel for reduction(min: p[0:n]) map(tofrom: p[0:n])
	for (int i = 0; i < n; i++)
		p[i % 8] = p[i % 8] < i ? p[i % 8] : i;
	// CHECK: diag_array_reduction.c:[[@LINE+1]]:64: error: reduction of array section 'p[0:n]' is not supported yet: its bounds must be integer constants, ending at most 512 elements past the pointer (each thread keeps a private copy)
#pragma omp target teams distribute parallel for reduction(||: p[0:n]) map(tofrom: p[0:n])
	for (int i = 0; i < n; i++)
		p[i % 8] = p[i % 8] || i;
	// CHECK: diag_array_reduction.c:[[@LINE+1]]:50: error: reduction of array 'p[1]' is supported on combined target loop constructs only ('#pragma omp target teams distribute parallel for', 'target parallel for'), not yet on '#pragma omp target teams distribute'
#pragma omp target teams distribute reduction(+: p[1])
	for (int i = 0; i < n; i++)
		p[1] += i;
	double d[8] = {0};
	// CHECK: diag_array_reduction.c:[[@LINE+3]]:3: error: reduction of 'd[0:n]' is not supported yet here: {{.*}}; this use is not
#pragma omp target teams distribute parallel for reduction(max: d[0:n])
	for (int i = 0; i < n; i++)
		d[i % 8] = fmax(d[i % 8], d[i % 8] / 2 + i);
	// CHECK: diag_array_reduction.c:[[@LINE+3]]:7: error: reduction of 'd[0:n]' is not supported yet here: {{.*}}; this use is not
#pragma omp target teams distribute parallel for reduction(max: d[0:n])
	for (int i = 0; i < n; i++)
		if (d[i % 8] < d[i % 8] * 2 + i)
			d[i % 8] = d[i % 8] * 2 + i;
	// CHECK: diag_array_reduction.c:[[@LINE+3]]:3: error: reduction of 'd[0:n]' is not supported yet here: {{.*}} 'x[i] = std::min(x[i], e)' (or fmin), e not naming x, {{.*}}; this use is not
#pragma omp target teams distribute parallel for reduction(min: d[0:n])
	for (int i = 0; i < n; i++)
		d[i % 8] = fminf(d[i % 8], i * 0.5f);
#pragma omp target data map(tofrom: a)
	{
#pragma omp target teams
		{
			// CHECK: diag_array_reduction.c:[[@LINE+1]]:50: error: reduction of array 'a' is supported on combined target loop constructs only ('#pragma omp target teams distribute parallel for', 'target parallel for'), not yet on a construct nested in a target construct
#pragma omp distribute parallel for reduction(+: a)
			for (int i = 0; i < n; i++)
				a[i % 8] += i;
		}
	}
}
