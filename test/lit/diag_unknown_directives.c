// RUN: not %omp2cuda --emit-host %s -o /dev/null 2>&1 | FileCheck %s
// RUN: not %omp2cuda --emit-host %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=WARN
// Directives and clauses the host compiler must not be left with, each an error of omp2cuda's own
// at its place: a word that is no OpenMP clause (clang skips it with a warning, as if the map were
// not written), allocate directives, a scalar that a parallel loop maps back.
#include <omp.h>

int
f(int n, omp_allocator_handle_t h)
{
	int a[10], b = 0, t = 0;

	// WARN: diag_unknown_directives.c:[[@LINE+2]]:20: warning: extra tokens at the end of '#pragma omp target' are ignored
	// CHECK: diag_unknown_directives.c:[[@LINE+1]]:20: error: unknown clause 'mapp' on '#pragma omp target'; did you mean 'map'?
#pragma omp target mapp(tofrom: a)
	a[0] = 1;
	// CHECK: diag_unknown_directives.c:[[@LINE+1]]:1: error: '#pragma omp allocate(b) allocator(h)' is not supported yet
#pragma omp allocate(b) allocator(h)
#pragma omp target parallel for map(from: a) map(tofrom: t)
	for (int i = 0; i < n; i++) {
		t = i * 2;
		a[i] = t;
	}
	return a[0] + b + t;
}
