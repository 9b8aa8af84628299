// Read-only provenance follows a pointer into every function a call may
// run (frontend/callees.c): for a declare variant base, the variant the
// kernel calls (put_dev, which writes q) and the host fallback's choice,
// not the base's body alone (put, which reads).  So q is written: not
// O2C_ARG_READONLY, whose copy-back the runtime would skip, and r, a
// second name of q's array, is checked at launch against it.
// RUN: %omp2cuda --explain %s | FileCheck %s
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s --check-prefix=HOST

#define N 4096

#pragma omp declare target
static void put_dev(int *q, int i, int v)
{
	q[i] = v;
}
#pragma omp declare variant(put_dev) match(construct = {target})
static void put(int *q, int i, int v)
{
	(void)q[i];
	(void)v;
}
#pragma omp end declare target

void variant(int *q, const int *r, int *out)
{
#pragma omp target teams distribute parallel for map(to: q[0:N], r[0:N]) map(from: out[0:N])
	for (int i = 0; i < N; i++) {
		put(q, i, i);
		out[i] = r[i];
	}
}
// CHECK-LABEL: readonly_variants.c:27:1:
// CHECK: q: written by 'q[i] = v' in 'put_dev' at 15:2; __restrict__
// CHECK: r: read-only: never written, always followed; const __restrict__ (non-coherent loads)
// CHECK: __restrict__ distinctness: checked at launch: pointers in one allocation, one of them written through
// HOST: {{^}}		{.value = (void *)&q, .type = O2C_ARG_PTR, .map = 0, .name = "q", .flags = O2C_ARG_RESTRICT},

// The other way round: the GPU's variant only reads, the host fallback
// runs the base, which writes q.  The facts hold whichever function runs:
// q is written.
#pragma omp declare target
static void get_gpu(int *q, int i, int v)
{
	(void)q[i];
	(void)v;
}
#pragma omp declare variant(get_gpu) match(device = {kind(gpu)})
static void get(int *q, int i, int v)
{
	q[i] = v;
}
#pragma omp end declare target

void host_base(int *q, int *out)
{
#pragma omp target teams distribute parallel for map(tofrom: q[0:N]) map(from: out[0:N])
	for (int i = 0; i < N; i++) {
		get(q, i, i);
		out[i] = i;
	}
}
// CHECK-LABEL: readonly_variants.c:57:1:
// CHECK: q: written by 'q[i] = v' in 'get' at 51:2; __restrict__
// HOST: {{^}}		{.value = (void *)&q, .type = O2C_ARG_PTR, .map = 0, .name = "q", .flags = O2C_ARG_RESTRICT},
