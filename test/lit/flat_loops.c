// One iteration a thread (lowering/flat.c): a grid-stride kernel whose body
// runs a loop of its own, or calls a function that does, gets a variant,
// kernel_flat, whose 32-bit grid loop runs one pass; the runtime launches it
// in the narrow kernel's place, a thread per iteration, where more of its
// blocks reside at once.  A body without a loop gets none, nor does
// -fno-flat-loops.
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s --check-prefix=CUDA
// RUN: %omp2cuda --explain %s -o /dev/null | FileCheck %s --check-prefix=EXPLAIN
// RUN: %omp2cuda --explain -fno-flat-loops %s -o /dev/null | FileCheck %s --check-prefix=OFF
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s --check-prefix=HOST
// With a driver that does nothing (tools/bench/nullcuda.c, 132
// multiprocessors of 2,048 threads), whose kernels reside 4 blocks of 256
// threads a multiprocessor, a kernel_flat 8 or 4; kernels do not run here:
// only the launches are checked.
// RUN: %omp2cuda -O2 %s -o %t
// RUN: env LD_LIBRARY_PATH=%unit/nullcuda OMP_TARGET_OFFLOAD=MANDATORY OMP2CUDA_VERBOSE=1 NULLCUDA_RESIDENT_BLOCKS=4 NULLCUDA_FLAT_RESIDENT_BLOCKS=8 timeout 20 %t 2>&1 | FileCheck %s --check-prefix=FLAT
// RUN: env LD_LIBRARY_PATH=%unit/nullcuda OMP_TARGET_OFFLOAD=MANDATORY OMP2CUDA_VERBOSE=1 NULLCUDA_RESIDENT_BLOCKS=4 NULLCUDA_FLAT_RESIDENT_BLOCKS=4 timeout 20 %t 2>&1 | FileCheck %s --check-prefix=LOOP
// RUN: env LD_LIBRARY_PATH=%unit/nullcuda OMP_TARGET_OFFLOAD=MANDATORY OMP2CUDA_VERBOSE=1 NULLCUDA_RESIDENT_BLOCKS=4 NULLCUDA_FLAT_RESIDENT_BLOCKS=8 OMP2CUDA_FLAT=off timeout 20 %t 2>&1 | FileCheck %s --check-prefix=LOOP
// 100,000 iterations: 391 blocks, which reside at once, so the flat kernel
// runs even where as many of the narrow kernel's blocks reside.
// RUN: env LD_LIBRARY_PATH=%unit/nullcuda OMP_TARGET_OFFLOAD=MANDATORY OMP2CUDA_VERBOSE=1 NULLCUDA_RESIDENT_BLOCKS=4 NULLCUDA_FLAT_RESIDENT_BLOCKS=4 timeout 20 %t 100000 2>&1 | FileCheck %s --check-prefix=ONE

// CUDA-LABEL: o2c_flat_loops_{{[0-9]+}}_flat(
// CUDA: const unsigned o2c_trip = o2c_n0;
// CUDA-NEXT: if (o2c_trip > gridDim.x * blockDim.x)
// CUDA-NEXT: __trap(); /* the runtime launches a thread per iteration */
// CUDA-NEXT: for (unsigned o2c_iv = blockIdx.x * blockDim.x + threadIdx.x;
// CUDA-NEXT: o2c_iv < o2c_trip; o2c_iv = o2c_trip) { /* one pass */
// CUDA: continue;

// EXPLAIN: flat_loops.c:[[@LINE+50]]:1: #pragma omp target teams distribute parallel for
// EXPLAIN: one iteration a thread: o2c_flat_loops_[[@LINE+49]]_flat: the body loops at [[@LINE+54]]:2; launched in place of o2c_flat_loops_[[@LINE+49]]_narrow
// EXPLAIN: prints o2c_flat_loops_[[@LINE+48]]_flat: flat, carries __restrict__, 32-bit, one iteration a thread
// EXPLAIN: flat_loops.c:[[@LINE+56]]:1: #pragma omp target teams distribute parallel for
// EXPLAIN: one iteration a thread: o2c_flat_loops_[[@LINE+55]]_flat: the body calls a function that loops at [[@LINE+57]]:10
// EXPLAIN: flat_loops.c:[[@LINE+57]]:1: #pragma omp target teams distribute parallel for
// EXPLAIN: one iteration a thread: none: the loop's body runs no loop of its own
// EXPLAIN-NOT: {{[0-9]_flat}}

// OFF: one iteration a thread: none: -fno-flat-loops
// OFF-NOT: {{[0-9]_flat}}

// HOST: .kernel_flat = "o2c_flat_loops_{{[0-9]+}}_flat"

// FLAT: kernel o2c_flat_loops_{{[0-9]+}}_flat on null H100: 3907 blocks x 256 threads (blocks: default, threads: default)
// FLAT: kernel o2c_flat_loops_{{[0-9]+}}_flat on null H100: 3907 blocks x 256 threads
// FLAT: kernel o2c_flat_loops_{{[0-9]+}}_narrow on null H100: 528 blocks x 256 threads
// FLAT: exit
// LOOP: kernel o2c_flat_loops_{{[0-9]+}}_narrow on null H100: 528 blocks x 256 threads (blocks: default, threads: default)
// LOOP: kernel o2c_flat_loops_{{[0-9]+}}_narrow on null H100: 528 blocks x 256 threads
// LOOP: kernel o2c_flat_loops_{{[0-9]+}}_narrow on null H100: 528 blocks x 256 threads
// LOOP: exit
// ONE: kernel o2c_flat_loops_{{[0-9]+}}_flat on null H100: 391 blocks x 256 threads (blocks: default, threads: default)
// ONE: kernel o2c_flat_loops_{{[0-9]+}}_flat on null H100: 391 blocks x 256 threads
// ONE: kernel o2c_flat_loops_{{[0-9]+}}_narrow on null H100: 391 blocks x 256 threads
// ONE: exit
#include <stdio.h>
#include <stdlib.h>

#pragma omp declare target
static float
sum_to(const float *x, int k)
{
	float s = 0;
	for (int j = 0; j <= k; j++)
		s += x[j];
	return s;
}
#pragma omp end declare target

int
main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 1000000, m = 8;
	float *a = calloc((size_t)n * m, sizeof *a), *s = calloc((size_t)n, sizeof *s);

	if (!a || !s)
		return 1;
#pragma omp target data map(to: a[0:n * m]) map(tofrom: s[0:n])
	{
#pragma omp target teams distribute parallel for
for (int i = 0; i < n; i++) {
	if (i % 7 == 3)
		continue;
	float t = 0;
	for (int j = 0; j < m; j++)
		t += a[(size_t)j * n + i];
	s[i] = t;
}
#pragma omp target teams distribute parallel for
for (int i = 0; i < n; i++)
	s[i] += sum_to(a + (size_t)i * m, i % m);
#pragma omp target teams distribute parallel for
for (int i = 0; i < n; i++)
	s[i] *= 2.0f;
	}
	printf("exit\n");
	free(a);
	free(s);
	return 0;
}
