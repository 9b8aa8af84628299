// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// declare variant (OpenMP 5.0 2.3.5): a call of the base in a target
// region calls the variant its copy's context chooses, the GPU's in the
// kernel and the host's in the host fallback; host code outside regions
// is the host compiler's.  A metadirective in a target region is the
// directive it chooses for each copy (2.3.4).

#include <omp.h>
#include <stdio.h>

#define N 256

int on_gpu(int i) { return 3 * i; }
int on_host(int i) { return 2 * i; }
int in_target(int i) { return i + 7; }
int in_parallel(int i) { return i + 11; }

#pragma omp declare variant(on_gpu) match(device = {arch(nvptx)})
#pragma omp declare variant(on_host) match(device = {kind(host)})
int by_device(int i) { return -1; }

#pragma omp declare variant(in_target) match(construct = {target})
#pragma omp declare variant(in_parallel) match(construct = {parallel})
int by_construct(int i) { return i; }

int
main(void)
{
	int a[N], b[N], c[N], host_a, host_b, dev = 0;
	int errors = 0;

	host_a = by_device(5);
	host_b = by_construct(5);
#pragma omp target map(from: a, b, dev)
	{
		dev = !omp_is_initial_device();
		for (int i = 0; i < N; i++) {
			a[i] = by_device(i);
			b[i] = by_construct(i);
		}
	}
#pragma omp target map(from: c)
	{
#pragma omp metadirective when(device = {arch("nvptx")}: teams distribute parallel for) \
	default(parallel for)
		for (int i = 0; i < N; i++)
			c[i] = i * i;
	}
	errors += host_a != 10 || host_b != 5;
	for (int i = 0; i < N; i++) {
		errors += a[i] != (dev ? 3 * i : 2 * i);
		errors += b[i] != i + 7;
		errors += c[i] != i * i;
	}
	printf("%s\n", errors ? "FAIL" : "PASS");
	return errors != 0;
}
