// RUN: not %omp2cuda --emit-cuda %s -o /dev/null 2>&1 | FileCheck %s
// A clause expression the kernel and the host fallback evaluate (a nested
// region's num_threads, a chunk size) that names a captured array, written
// out or in a macro's definition: both would see the pointer to its first
// element, so sizeof a there would be a pointer's size.  One error each.

#define NT ((int)(sizeof a / sizeof a[0]))
#define CHUNK(x) ((int)sizeof(x) / 8)

void f(void)
{
	int a[4] = {0}, v[64];

#pragma omp target teams num_teams(1) map(tofrom: a)
	{
		a[0] = 1;
		// CHECK: diag_clause_array.c:[[@LINE+1]]:1: error: 'a' in num_threads: only scalars are supported yet
#pragma omp parallel num_threads(NT)
		a[1] = 2;
		// CHECK: diag_clause_array.c:[[@LINE+1]]:1: error: 'a' in num_threads: only scalars are supported yet
#pragma omp parallel num_threads(sizeof a / 4)
		a[2] = 3;
	}

	// CHECK: diag_clause_array.c:[[@LINE+1]]:67: error: 'v' in schedule: only scalars are supported yet
#pragma omp target teams distribute parallel for schedule(static, CHUNK(v))
	for (int i = 0; i < 64; i++)
		v[i] = i;
	// CHECK-NOT: error
}
