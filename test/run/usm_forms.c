// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: env OMP2CUDA_USM_HEAP=always %t | FileCheck %s
// RUN: env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// CHECK: PASS
// requires unified_shared_memory (docs/usm.md), each form of memory reached
// through a pointer that no clause maps, written on the device and read
// back by the host with no map and no update (so a GPU that does not share
// the memory loses the writes or faults): a static array, a stack array
// (of the main thread and of a host thread, whose stack the runtime
// registers at its first launch), the pointer mapped as itself, passed with
// is_device_ptr, and omp_target_alloc memory that the host writes too.  A
// mapped array keeps OpenMP's map semantics beside them.
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

#pragma omp requires unified_shared_memory

#define N 4096
static int sdata[N];

static int
through(int *p, int add)
{
	int bad = 0;
#pragma omp target
	for (int i = 0; i < N; i++)
		p[i] += add;
#pragma omp target map(p)
	for (int i = 0; i < N; i++)
		p[i] += add;
#pragma omp target is_device_ptr(p)
	for (int i = 0; i < N; i++)
		p[i] += add;
	for (int i = 0; i < N; i++)
		bad |= p[i] != i + 3 * add;
	return bad;
}

static int
on_stack(int add)
{
	int a[N];
	for (int i = 0; i < N; i++)
		a[i] = i;
	return through(a, add);
}

int
main(void)
{
	int bad = 0, dev = omp_get_default_device(), m[N];
	int *t = omp_target_alloc(N * sizeof(int), dev);

	for (int i = 0; i < N; i++)
		sdata[i] = m[i] = i;
	bad |= through(sdata, 1);
	bad |= on_stack(2);
#pragma omp parallel num_threads(2) reduction(| : bad)
	bad |= on_stack(3 + omp_get_thread_num());
#pragma omp target
	for (int i = 0; i < N; i++)
		t[i] = i;
	for (int i = 0; i < N; i++)
		t[i] += 1;
#pragma omp target map(tofrom: m)
	for (int i = 0; i < N; i++)
		m[i] += t[i];
	for (int i = 0; i < N; i++)
		bad |= t[i] != i + 1 || m[i] != 2 * i + 1;
	omp_target_free(t, dev);
	printf("%s\n", bad ? "FAIL" : "PASS");
	return bad;
}
