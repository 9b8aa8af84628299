// C++: what a call returns may be a name of the root's memory.  A lambda
// of the region's code returning a pointer derived from a captured one
// loses track of it (its callers are not followed back); a call
// returning a reference to non-const, given a derived pointer or running
// a lambda that names it, may be a write of it (`at(c, i) = 3`); C's
// `i[q]` is `q[i]`.
// None of them read-only: no const, no O2C_ARG_READONLY (whose copy-back
// the runtime would skip).
// RUN: %omp2cuda --explain %s | FileCheck %s
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s --check-prefix=HOST
// HOST-NOT: .flags = {{.*}}O2C_ARG_READONLY

#define N 256
#define C 4

static int &at(int *p, int i) { return p[i]; }

void returns(int *a, int *b, int *c, int *d)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:N*C], b[0:N*C], c[0:N], d[0:N])
	for (int i = 0; i < N; i++) {
		auto row = [&](int k) { return a + k * C; };
		row(i)[0] = 1;
		auto el = [&](int k) -> int & { return b[k]; };
		el(i * C) = 2;
		at(c, i) = 3;
		int *q = d;
		i[q] = 4;
	}
}
// CHECK-LABEL: readonly_cxx_returns.cpp:20:1:
// CHECK: a: no claim: returned at 22:27
// CHECK: b: written by 'el(i * C) = 2' at 25:3
// CHECK: c: written by 'at(c, i) = 3' at 26:3
// CHECK: d: written by 'i[q] = 4' at 28:3
