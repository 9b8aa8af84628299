// Other names of a kernel's memory (frontend/names.c, lowering/names.c,
// docs/aliasing.md): declare target variables the code names, in the
// region or a function it calls, make the runtime check that no pointer
// argument lies in one (O2C_ARG_GLOBALS, the kernel_alias); a
// pointer loaded from memory (a struct's member holding a device
// address) and an is_device_ptr pointer drop every claim, team windows
// and preloads included.
// RUN: %omp2cuda --explain %s | FileCheck %s
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s --check-prefix=HOST
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s --check-prefix=CUDA

#define N 4096
#define W 64

#pragma omp declare target
int G[N];
int OUT[N];

static void
set_g(int i, int v)
{
	G[i] = v;
}
#pragma omp end declare target

typedef struct Dev {
	int *dev;
} Dev;

// p is the one pointer parameter: no longer "nothing to alias".
void one_pointer(void)
{
	const int *p = G;
#pragma omp target teams distribute parallel for
	for (int i = 0; i < N; i++) {
		G[i] = i;
		OUT[i] = p[i];
	}
}
// CHECK-LABEL: alias_names.c:34:1:
// CHECK: p: read-only: never written, always followed; const __restrict__ (non-coherent loads)
// CHECK: __restrict__ distinctness: checked at launch: pointers in one allocation, one of them written through, run o2c_alias_names_34_alias; the code names declare target 'G' at 36:3: the runtime checks that no pointer argument lies in a declare target variable
// HOST: {{^}}		{.value = (void *)&p, .type = O2C_ARG_PTR, .map = -1, .name = "p", .flags = O2C_ARG_RESTRICT | O2C_ARG_READONLY | O2C_ARG_GLOBALS},
// CUDA: o2c_alias_names_34_alias(const int *p,

// Written in a function the region calls.
void callee(int *out)
{
	const int *p = G;
#pragma omp target teams distribute parallel for map(from: out[0:N])
	for (int i = 0; i < N; i++) {
		set_g(i, i);
		out[i] = p[i];
	}
}
// CHECK-LABEL: alias_names.c:50:1:
// CHECK: __restrict__ distinctness: checked at launch: {{.*}}; the code names declare target 'G' in 'set_g' at 22:2
// HOST: {{^}}		{.value = (void *)&out, .type = O2C_ARG_PTR, .map = 0, .name = "out", .flags = O2C_ARG_RESTRICT | O2C_ARG_GLOBALS},

// No pointer written, but a declare target variable written by name.
void read_only(int *out, const int *q)
{
#pragma omp target teams distribute parallel for map(to: q[0:N])
	for (int i = 0; i < N; i++)
		OUT[i] = q[i] + G[i];
}
// CHECK-LABEL: alias_names.c:63:1:
// CHECK: __restrict__ distinctness: checked at launch: {{.*}}; the code names declare target 'OUT' at 65:3

// A device address in a mapped struct: a team window and preloads of a
// would be stale after writes through v.dev.
void member(int *a, Dev v, int w)
{
#pragma omp target teams distribute map(tofrom: a[0:N]) map(to: v)
	for (int t = 0; t < N / W; t++)
		for (int k = 0; k < 4; k++) {
#pragma omp parallel for
			for (int c = 0; c < W; c++)
				v.dev[t * w + c] = a[t * w + c] + 1;
		}
}
// CHECK-LABEL: alias_names.c:74:1:
// CHECK: team windows: none: 'a' at 79:24: another name may reach its memory: the code uses a pointer loaded from memory ('v.dev' at 79:5)
// CHECK: a: read-only: {{.*}}; no __restrict__: the code uses a pointer loaded from memory ('v.dev' at 79:5), which may hold any device address: the runtime cannot check it
// CHECK: preloads: none: 79:24: 'a' is not proven read-only and distinct

// The same in a combined loop: a would be const __restrict__.
void member_loop(int *a, int *out, Dev v)
{
#pragma omp target teams distribute parallel for map(to: a[0:N], v) map(from: out[0:N])
	for (int i = 0; i < N; i++) {
		v.dev[i] = i;
		out[i] = a[i];
	}
}
// CHECK-LABEL: alias_names.c:90:1:
// CHECK: a: read-only: never written, always followed; const; const __restrict__ (non-coherent loads); no __restrict__: the code uses a pointer loaded from memory
// CUDA: o2c_alias_names_90(Dev *o2c_ref_v, int *out, const int *a, O2cDone o2c_done)

// An is_device_ptr pointer beside a window: the window stays; the
// runtime looks d up in the mapped ranges (runtime/target.c).
void device_ptr(int *a, int *d, int w)
{
#pragma omp target teams distribute is_device_ptr(d) map(tofrom: a[0:N])
	for (int t = 0; t < N / W; t++)
		for (int k = 0; k < 4; k++) {
#pragma omp parallel for
			for (int c = 0; c < W; c++)
				d[t * w + c] = a[t * w + c] + 1;
		}
}
// CHECK-LABEL: alias_names.c:104:1:
// CHECK: team windows: 'a' (1 x 64, pitch 64, 1 access(es))
