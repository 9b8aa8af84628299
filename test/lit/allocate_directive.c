// The allocate directive with a predefined allocator (frontend/allocate.c):
// each variable keeps its own storage, so the directive is a comment in
// the host file, the kernel and the host fallback (the host compiler does
// not compile it), and in a function compiled for the device.  Calls of
// omp_alloc and omp_free in region code: the kernel calls the device
// header's, the host fallback calls them through o2c_ wrappers (a host
// compiler rejects OpenMP routines written in a teams region).
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s --check-prefix=HOST
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s --check-prefix=CUDA
// HOST: {{^}}/* omp2cuda: #pragma omp allocate(t) allocator(omp_thread_mem_alloc) */
// HOST-LABEL: {{^}}/* {{.*}} host fallback of
// HOST: {{^}}/* omp2cuda: #pragma omp allocate(p) allocator(omp_default_mem_alloc) */
// HOST: p = (int *)o2c_omp_alloc(4 * sizeof(int), omp_default_mem_alloc);
// HOST: o2c_omp_free(p, omp_default_mem_alloc);
// HOST: {{^}}/* omp2cuda: #pragma omp allocate(b) */
// HOST-NOT: {{^}}#pragma omp allocate
// CUDA: {{^}}/* omp2cuda: #pragma omp allocate(t) allocator(omp_thread_mem_alloc) */
// CUDA-LABEL: __global__ void
// CUDA: {{^}}/* omp2cuda: #pragma omp allocate(p) allocator(omp_default_mem_alloc) */
// CUDA: p = (int *)omp_alloc(4 * sizeof(int), (omp_allocator_handle_t)(omp_default_mem_alloc));
// CUDA: omp_free(p, (omp_allocator_handle_t)(omp_default_mem_alloc));
// CUDA-NOT: {{^}}#pragma omp allocate
#include <omp.h>

#pragma omp declare target
int
scaled(int x)
{
	int t[4];
#pragma omp allocate(t) allocator(omp_thread_mem_alloc)
	t[0] = x;
	return 2 * t[0];
}
#pragma omp end declare target

int
main(void)
{
	int a[100], b[8];
#pragma omp allocate(b)
	b[0] = 1;
#pragma omp target teams distribute parallel for map(from: a)
	for (int i = 0; i < 100; i++) {
		int *p;
#pragma omp allocate(p) allocator(omp_default_mem_alloc)
		p = (int *)omp_alloc(4 * sizeof(int), omp_default_mem_alloc);
		p[0] = scaled(i);
		a[i] = p[0];
		omp_free(p, omp_default_mem_alloc);
	}
	return a[3] + b[0] - 7;
}
