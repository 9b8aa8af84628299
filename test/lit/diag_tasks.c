// RUN: not %omp2cuda --emit-cuda %s -o /dev/null 2>&1 | FileCheck %s
// Target tasks and device addresses: what omp2cuda rejects that clang
// accepts, with where.  (clang itself rejects struct members in
// has_device_addr and use_device_addr.)
#include <omp.h>

#define AT(i) a[i]
#define SQ(a) ((a) * (a))

struct Vec {
	double *p;
};

void f(int n, double *p)
{
	double a[8], b[8];
	int x = 0;
	struct Vec v = {p};

	// depend items the runtime's dependence table does not key yet
	// CHECK: diag_tasks.c:[[@LINE+1]]:42: error: depend clause modifiers ('iterator(i = 0:n), in') are not supported yet
#pragma omp target map(tofrom: a) depend(iterator(i = 0:n), in: p[i]) nowait
	a[0] = 1;
	// CHECK: diag_tasks.c:[[@LINE+1]]:55: error: depend on 'omp_all_memory' is not supported yet
#pragma omp target update to(a) nowait depend(out: a, omp_all_memory)

	// CHECK: diag_tasks.c:[[@LINE+1]]:36: error: 'p' in clause 'has_device_addr' names the pointer variable itself, which omp2cuda does not map: write 'p[0:n]' for what it points to
#pragma omp target has_device_addr(p)
	p[0] = 1;

	// CHECK: diag_tasks.c:[[@LINE+1]]:36: error: 'v' in clause 'has_device_addr' is not supported yet: a struct with pointer members
#pragma omp target has_device_addr(v)
	v.p[0] = 1;

	// each thread would write its own copy of the device copy
#pragma omp target teams distribute parallel for has_device_addr(x)
	for (int i = 0; i < n; i++)
		// CHECK: diag_tasks.c:[[@LINE+1]]:3: error: 'x' is written in '#pragma omp target teams distribute parallel for', where each thread reads has_device_addr scalar 'x' into a copy of its own: not supported yet; use a reduction or atomic updates
		x += i;

	// CHECK: diag_tasks.c:[[@LINE+1]]:61: error: 'p' in clause 'use_device_addr' names the pointer variable itself
#pragma omp target data map(tofrom: p[0:n]) use_device_addr(p)
	{
	}

#pragma omp target data map(tofrom: a) use_device_addr(a)
	{
		omp_target_memcpy(b, a, sizeof a, 0, 0, 0, 0);
		// CHECK: diag_tasks.c:[[@LINE+1]]:25: error: 'a' is used through macro 'AT' inside a target data construct with use_device_addr(a): not supported yet, write the name out
		omp_target_memcpy(b, &AT(1), sizeof b[0], 0, 0, 0, 0);
		b[0] = SQ(b[1]); /* a macro's parameter a is not the variable */
	}

}
