// Read-only provenance follows a pointer passed to a virtual function
// into every override the file's classes define (frontend/callees.c),
// not into the base's body alone: Der::put writes through q, so q is
// written, not O2C_ARG_READONLY (whose copy-back the runtime would skip).
// RUN: %omp2cuda --explain %s | FileCheck %s
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s --check-prefix=HOST

#define N 4096

#pragma omp declare target
struct Base {
	virtual int put(int *q, int i, int v) const { return q[i] + v * 0; }
};
struct Der : Base {
	int put(int *q, int i, int v) const override
	{
		q[i] = v;
		return q[i];
	}
};
static int call_put(const Base &b, int *x, int i, int v)
{
	return b.put(x, i, v);
}
#pragma omp end declare target

void virtual_write(int *q, int *out)
{
#pragma omp target teams distribute parallel for map(tofrom: q[0:N]) map(from: out[0:N])
	for (int i = 0; i < N; i++) {
		Der d;
		out[i] = call_put(d, q, i, i);
	}
}
// CHECK-LABEL: readonly_virtual.cpp:29:1:
// CHECK: q: written by 'q[i] = v' in 'put' at 17:3; __restrict__
// HOST: {{^}}		{.value = (void *)&q, .type = O2C_ARG_PTR, .map = 0, .name = "q", .flags = O2C_ARG_RESTRICT},
