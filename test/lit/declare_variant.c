// declare variant and metadirective (OpenMP 5.0 2.3): the kernel calls the
// variant the GPU's context chooses (device kind gpu, arch nvptx,
// construct target), the host fallback the host's; the kernel is the
// directive a metadirective chooses for nvptx.
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s --check-prefix=HOST
// RUN: not %omp2cuda %s -DBAD -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERR

#define N 64

int gpu_fn(int i) { return i; }
int host_fn(int i) { return i; }

#pragma omp declare variant(gpu_fn) match(device = {kind(gpu)})
#pragma omp declare variant(host_fn) match(device = {kind(host)}, construct = {target})
int base(int i) { return i; }

void
f(int *a)
{
	// CHECK-LABEL: __global__ void
	// CHECK: a[i] = gpu_fn(i);
	// HOST-LABEL: host fallback
	// HOST: a[i] = host_fn(i);
#pragma omp target teams distribute parallel for map(tofrom: a[0:N])
	for (int i = 0; i < N; i++)
		a[i] = base(i);
}

void
g(int *a)
{
	// CHECK-LABEL: __global__ void
	// CHECK: blockIdx.x * (unsigned long long)blockDim.x + threadIdx.x
#pragma omp target map(tofrom: a[0:N])
	{
#pragma omp metadirective when(device = {arch("nvptx")}: teams distribute parallel for) \
	default(parallel for)
		for (int i = 0; i < N; i++)
			a[i] = i;
	}
}

#ifdef BAD
int v1(int i) { return i; }
int v2(int i) { return i; }
#pragma omp declare variant(v1) match(construct = {target})
#pragma omp declare variant(v2) match(construct = {target})
int tie(int i) { return i; }

void
h(int *a, int n)
{
	// ERR: :[[@LINE+3]]:1: error: '#pragma omp metadirective' that chooses 'teams distribute' for the GPU and 'parallel for' for the host fallback is not supported yet
#pragma omp target map(tofrom: a[0:N])
	{
#pragma omp metadirective when(device = {kind(gpu)}: teams distribute) default(parallel for)
		for (int i = 0; i < N; i++)
			a[i] = i;
	}
	// ERR: :[[@LINE+2]]:9: error: two declare variant directives of 'tie' match here
#pragma omp target map(tofrom: a[0:N])
	a[0] = tie(0);
}
#endif
