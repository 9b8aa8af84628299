// RUN: not %omp2cuda --emit-cuda %s -o /dev/null 2>&1 | FileCheck %s
#include <omp.h>
// Constructs and routines in a function compiled for the device that
// depend on its callers' context: compiled where every call agrees.

void
shared_loop(int *a, int n)
{
	// CHECK: :[[@LINE+1]]:1: error: '#pragma omp for' outside a parallel construct of its function, in a function called from a parallel region of several threads
#pragma omp for
	for (int i = 0; i < n; i++)
		a[i] = 0;
}

/* called from a combined loop (the block's threads) and from a target
 * region's initial thread (a team of one): no one answer */
void
mixed(int *a)
{
	// CHECK: :[[@LINE+1]]:9: error: 'omp_get_thread_num' in a function called from a target region is not supported yet where its calls' contexts differ
	a[0] = omp_get_thread_num();
}

void
not_in_teams(int *a, int n)
{
	// CHECK: :[[@LINE+1]]:1: error: '#pragma omp distribute' in a function called from a target region: every call must be in the code of a teams region
#pragma omp distribute
	for (int i = 0; i < n; i++)
		a[i] = 1;
}

void
reduce(int *a, int n)
{
	int s = 0;
	// a team of one thread: its reduction compiles (test/run/nested_parallel_solo.c)
	// CHECK-NOT: :[[@LINE+1]]:1: error:
#pragma omp parallel for reduction(+: s)
	for (int i = 0; i < n; i++)
		s += a[i];
	a[0] = s;
}

void
f(int *a, int n)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	for (int i = 0; i < n; i++) {
		shared_loop(a, n);
		mixed(a);
	}
#pragma omp target map(tofrom: a[0:n])
	{
		mixed(a);
		not_in_teams(a, n);
		reduce(a, n);
	}
}
