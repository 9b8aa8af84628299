// The other-names analysis (frontend/names.c) follows what a C++ region
// runs without naming it: a destructor that ends a local object, the
// overrides a virtual call may reach.  Both write declare target G here,
// so the runtime checks that no pointer argument lies in a declare target
// variable (O2C_ARG_GLOBALS) and runs the kernel_alias where p does.
// RUN: %omp2cuda --explain %s | FileCheck %s
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s --check-prefix=HOST

#define N 4096

#pragma omp declare target
int G[N];
struct Guard {
	int i, v;
	~Guard() { G[i] = v; }
};
struct Base {
	virtual void put(int, int) const {}
};
struct Der : Base {
	void put(int i, int v) const override { G[i] = v; }
};
static void call_put(const Base &b, int i, int v)
{
	b.put(i, v);
}
#pragma omp end declare target

void destructor(int *out)
{
	const int *p = G;
#pragma omp target teams distribute parallel for map(to: p[0:N]) map(from: out[0:N])
	for (int i = 0; i < N; i++) {
		{
			Guard g{i, i};
		}
		out[i] = p[i];
	}
}
// CHECK-LABEL: alias_cxx_callees.cpp:32:1:
// CHECK: __restrict__ distinctness: checked at launch: {{.*}}; the code names declare target 'G' in '~Guard' at 15:13
// HOST: {{^}}		{.value = (void *)&p, .type = O2C_ARG_PTR, .map = 0, .name = "p", .flags = O2C_ARG_RESTRICT | O2C_ARG_READONLY | O2C_ARG_GLOBALS},

void override(int *out)
{
	const int *p = G;
#pragma omp target teams distribute parallel for map(to: p[0:N]) map(from: out[0:N])
	for (int i = 0; i < N; i++) {
		Der d;
		call_put(d, i, i);
		out[i] = p[i];
	}
}
// CHECK-LABEL: alias_cxx_callees.cpp:47:1:
// CHECK: __restrict__ distinctness: checked at launch: {{.*}}; the code names declare target 'G' in 'put' at 21:42
// HOST: {{^}}		{.value = (void *)&p, .type = O2C_ARG_PTR, .map = 0, .name = "p", .flags = O2C_ARG_RESTRICT | O2C_ARG_READONLY | O2C_ARG_GLOBALS},
