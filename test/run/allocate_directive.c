// The allocate directive with the predefined allocators (OpenMP 5.2 6.5):
// a variable it names keeps its own storage, private to the thread that
// declares it, in host code, in a kernel's threads and in a function
// compiled for the device.  On the GPU each thread's array must be its
// own: a shared copy would mix the threads' values.
// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
#include <omp.h>
#include <stdio.h>

#define N 4096
#define K 8

#pragma omp declare target
static int
row_sum(int i)
{
	int v[K];
#pragma omp allocate(v) allocator(omp_thread_mem_alloc)
	int s = 0;

	for (int k = 0; k < K; k++)
		v[k] = i * K + k;
	for (int k = K - 1; k >= 0; k--)
		s += v[k] * (k + 1);
	return s;
}
#pragma omp end declare target

static int
expect(int i)
{
	int s = 0;

	for (int k = 0; k < K; k++)
		s += (i * K + k) * (k + 1);
	return s;
}

int
main(void)
{
	static int out[N], out2[N];
	int host[K], errors = 0;
#pragma omp allocate(host)

	for (int k = 0; k < K; k++)
		host[k] = k;
#pragma omp target teams distribute parallel for map(from: out, out2)
	for (int i = 0; i < N; i++) {
		int t[K];
		long w = 0;
#pragma omp allocate(t, w) allocator(omp_default_mem_alloc)
		for (int k = 0; k < K; k++)
			t[k] = i + k;
		for (int k = 0; k < K; k++)
			w += (long)t[K - 1 - k] * k;
		out[i] = (int)w;
		out2[i] = row_sum(i);
	}
	for (int i = 0; i < N; i++) {
		long w = 0;
		for (int k = 0; k < K; k++)
			w += (long)(i + K - 1 - k) * k;
		if (out[i] != (int)w || out2[i] != expect(i)) {
			printf("FAIL at %d: %d %d, want %ld %d\n", i, out[i], out2[i], w, expect(i));
			errors++;
			break;
		}
	}
	for (int k = 0; k < K; k++)
		errors += host[k] != k;
	printf("%s\n", errors ? "FAIL" : "PASS");
	return errors != 0;
}
