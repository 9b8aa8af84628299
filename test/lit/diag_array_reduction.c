// RUN: not %omp2cuda --emit-cuda %s -o /dev/null 2>&1 | FileCheck %s
// Reductions of arrays that omp2cuda rejects and clang accepts: on
// constructs other than a combined target loop, larger than a thread's
// private copy may be, with bounds that are not constants, and of
// pointers with bounds that are not constants.

void
f(int n, int *p)
{
	int a[8] = {0}, big[2048] = {0};

	// CHECK: diag_array_reduction.c:[[@LINE+1]]:50: error: reduction of array 'a' is supported on combined target loop constructs only ('#pragma omp target teams distribute parallel for', 'target parallel for'), not yet on '#pragma omp target teams distribute'
#pragma omp target teams distribute reduction(+: a)
	for (int i = 0; i < n; i++)
		a[i % 8] += i;
	// CHECK: diag_array_reduction.c:[[@LINE+1]]:63: error: reduction of array 'big' of 8192 bytes is not supported yet: each thread keeps a private copy of the array, of at most 4096 bytes
#pragma omp target teams distribute parallel for reduction(+: big)
	for (int i = 0; i < n; i++)
		big[i % 2048] += i;
	// CHECK: diag_array_reduction.c:[[@LINE+1]]:63: error: reduction of array section 'a[0:n]' is not supported yet: its bounds must be integer constants inside the array
#pragma omp target teams distribute parallel for reduction(+: a[0:n])
	for (int i = 0; i < n; i++)
		a[i % 8] += i;
	// CHECK: diag_array_reduction.c:[[@LINE+1]]:63: error: reduction of array section 'p[0:n]' is not supported yet: its bounds must be integer constants, ending at most 512 elements past the pointer (each thread keeps a private copy)
#pragma omp target teams distribute parallel for reduction(+: p[0:n]) map(tofrom: p[0:n])
	for (int i = 0; i < n; i++)
		p[i % 8] += i;
	// CHECK: diag_array_reduction.c:[[@LINE+1]]:50: error: reduction of array 'p[1]' is supported on combined target loop constructs only ('#pragma omp target teams distribute parallel for', 'target parallel for'), not yet on '#pragma omp target teams distribute'
#pragma omp target teams distribute reduction(+: p[1])
	for (int i = 0; i < n; i++)
		p[1] += i;
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
