// Inner loops over a warp's lanes (frontend/inner_lanes.c, lowering/inner.c,
// codegen/emit_lanes.c): which combined loops get a kernel_lanes and why
// not, what it is, and when the runtime launches it (runtime/geometry.c,
// with the do-nothing driver's 132 multiprocessors of 2,048 threads: 8,448
// warps).  Kernels do not run here; test/run/inner_lanes.c checks results.
// RUN: %omp2cuda --explain %s 2>&1 | FileCheck %s --check-prefix=EXPLAIN
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s --check-prefix=CUDA
// RUN: %omp2cuda -fno-inner-lanes --explain %s 2>&1 | FileCheck %s --check-prefix=OFF
// RUN: %omp2cuda -O2 %s -o %t
// RUN: env LD_LIBRARY_PATH=%unit/nullcuda OMP_TARGET_OFFLOAD=MANDATORY OMP2CUDA_VERBOSE=1 timeout 20 %t 2>&1 | FileCheck %s --check-prefix=LAUNCH
// RUN: env LD_LIBRARY_PATH=%unit/nullcuda OMP_TARGET_OFFLOAD=MANDATORY OMP2CUDA_VERBOSE=1 OMP2CUDA_INNER_LANES=off timeout 20 %t 2>&1 | FileCheck %s --check-prefix=LAUNCHOFF

// OFF-NOT: o2c_inner_lanes_{{[0-9]+}}_lanes
// OFF: inner loop over lanes: a thread per iteration: -fno-inner-lanes

#include <stdio.h>
#include <stdlib.h>

static int
pick(int j)
{
	return j * 3;
}

void
column(float *a, int rows, int n, int k, int be)
{
	// EXPLAIN: inner_lanes.c:[[@LINE+1]]:1:
#pragma omp target teams distribute parallel for map(tofrom: a[0:rows * n])
	for (int i = k + 1; i < rows; i++) {
		float l = a[(long)i * n + k] / a[(long)k * n + k];
		a[(long)i * n + k] = l;
		for (int j = k + 1; j < be; j++)
			a[(long)i * n + j] -= l * a[(long)k * n + j];
	}
	// EXPLAIN: inner loop over lanes: o2c_inner_lanes_[[@LINE-7]]_lanes, a warp per iteration, the loop at [[@LINE-3]]:3 over its lanes; lane 0 alone runs the 1 statement(s) before it that write memory; 1 pair(s) of its accesses of one array checked apart when it starts, else lane 0 runs it, launched when the trip count is below the warps the GPU holds (OMP2CUDA_INNER_LANES=off: never)
}
// CUDA-LABEL: o2c_inner_lanes_{{[0-9]+}}_lanes(int k, int rows, float *__restrict__ a, int n, int be, O2cDone o2c_done)
// CUDA: const unsigned o2c_lane = threadIdx.x % 32;
// CUDA: for (unsigned o2c_iv = (blockIdx.x * blockDim.x + threadIdx.x) / 32; o2c_iv < o2c_trip;
// CUDA-NEXT: o2c_iv += gridDim.x * blockDim.x / 32) {
// CUDA: float l = a[(long)i * n + k] / a[(long)k * n + k];
// CUDA-NEXT: __syncwarp(); if (o2c_lane == 0) a[(long)i * n + k] = l; __syncwarp()
// CUDA-NEXT: { /* j's iterations over the warp's lanes */
// CUDA-NEXT: __syncwarp(); /* every lane has read what the loop may write */
// CUDA-NEXT: const unsigned long long o2c_ln = ((int)(be) > (int)(k + 1) ? (unsigned long long)(int)(be) - (unsigned long long)(int)(k + 1) : 0);
// CUDA-NEXT: const bool o2c_spread = o2c_apart((long long)((unsigned long long)((long)i * n) - ((unsigned long long)((long)k * n))), 1ull, (unsigned long long)(1), o2c_ln);
// CUDA-NEXT: for (unsigned long long o2c_lv = o2c_spread ? o2c_lane : o2c_lane ? o2c_ln : 0; o2c_lv < o2c_ln;
// CUDA-NEXT: o2c_lv += o2c_spread ? 32 : 1) {
// CUDA-NEXT: int j = (int)((unsigned long long)(int)(k + 1) + o2c_lv);
// CUDA: a[(long)i * n + j] -= l * a[(long)k * n + j];
// CUDA-NEXT: }
// CUDA-NEXT: }

void
shapes(float *restrict a, const float *restrict b, int *restrict c, unsigned *restrict u, int n,
       int w)
{
	// Each row's iterations write elements of their own: no check.
	// EXPLAIN: inner_lanes.c:[[@LINE+1]]:1:
#pragma omp target teams distribute parallel for map(tofrom: a[0:n * w]) map(to: b[0:n * w])
	for (int i = 0; i < n; i++)
		for (int j = w - 1; j >= 0; j -= 2)
			a[(long)i * w + j] = b[(long)i * w + j] * 2.0f + a[(long)i * w + j];
	// EXPLAIN-NEXT: kernel o2c_inner_lanes_[[@LINE-4]]: grid-stride loop
	// EXPLAIN: inner loop over lanes: o2c_inner_lanes_[[@LINE-5]]_lanes, a warp per iteration, the loop at [[@LINE-3]]:3 over its lanes, launched

	// A scalar every iteration updates.
#pragma omp target teams distribute parallel for map(tofrom: a[0:n * w])
	for (int i = 0; i < n; i++) {
		float s = 0.0f;
		for (int j = 0; j < w; j++)
			s += a[(long)i * w + j];
	}
	// EXPLAIN: inner loop over lanes: a thread per iteration: 's += a[(long)i * w + j]' writes a variable declared outside the inner loop's body ([[@LINE-2]]:4)

	// The inner loop's own break.
#pragma omp target teams distribute parallel for map(tofrom: a[0:n * w])
	for (int i = 0; i < n; i++)
		for (int j = 0; j < w; j++) {
			if (a[(long)i * w + j] < 0.0f)
				break;
			a[(long)i * w + j] = 1.0f;
		}
	// EXPLAIN: inner loop over lanes: a thread per iteration: a break out of the inner loop ([[@LINE-3]]:5)

	// A function nothing says is pure.
#pragma omp target teams distribute parallel for map(tofrom: c[0:n * w])
	for (int i = 0; i < n; i++)
		for (int j = 0; j < w; j++)
			c[(long)i * w + j] = pick(j);
	// EXPLAIN: inner loop over lanes: a thread per iteration: 'pick(j)' calls a function not known to compute from its arguments alone ([[@LINE-1]]:25)

	// A column: the written index is not base + c * j.
#pragma omp target teams distribute parallel for map(tofrom: a[0:n * w])
	for (int j = 0; j < w; j++)
		for (int i = 1; i < n; i++)
			a[(long)i * w + j] += a[(long)(i - 1) * w + j];
	// EXPLAIN: inner loop over lanes: a thread per iteration: 'a', which the loop writes, is indexed other than base + c * i (base the same in every iteration, c a constant) ([[@LINE-1]]:6)

	// A 32-bit unsigned index wraps where base + c * j would not.
#pragma omp target teams distribute parallel for map(tofrom: u[0:n * w])
	for (int i = 0; i < n; i++)
		for (unsigned j = 0; j < (unsigned)w; j++)
			u[(unsigned)i * (unsigned)w + j] = j;
	// EXPLAIN: inner loop over lanes: a thread per iteration: the index of 'u' is unsigned and narrower than 64 bits ([[@LINE-1]]:6)

	// A write through a pointer the body computes.
#pragma omp target teams distribute parallel for map(tofrom: a[0:n * w])
	for (int i = 0; i < n; i++) {
		float *row = a + (long)i * w;
		for (int j = 0; j < w; j++)
			row[j] = 0.0f;
	}
	// EXPLAIN: inner loop over lanes: a thread per iteration: 'row[j] = 0.0f' writes memory other than an element of a captured pointer or array ([[@LINE-2]]:4)

	// A statement before the loop that writes memory and more.
#pragma omp target teams distribute parallel for map(tofrom: c[0:n * w])
	for (int i = 0; i < n; i++) {
		int t = c[i] = i;
		for (int j = 0; j < w; j++)
			c[(long)i * w + j] += t;
	}
	// EXPLAIN: inner loop over lanes: a thread per iteration: a statement before the inner loop writes memory and does more ([[@LINE-4]]:3)

	// A read through a pointer the body computes.
#pragma omp target teams distribute parallel for map(tofrom: a[0:n * w]) map(to: b[0:n * w])
	for (int i = 0; i < n; i++) {
		const float *src = b + (long)i * w;
		for (int j = 0; j < w; j++)
			a[(long)i * w + j] = src[j];
	}
	// EXPLAIN: inner loop over lanes: a thread per iteration: 'src[j]' reads memory other than through a captured pointer or array ([[@LINE-2]]:25)

	// A reduction clause.
	float sum = 0.0f;
#pragma omp target teams distribute parallel for reduction(+: sum) map(tofrom: a[0:n * w])
	for (int i = 0; i < n; i++)
		for (int j = 0; j < w; j++)
			a[(long)i * w + j] += sum;
	// EXPLAIN: inner loop over lanes: a thread per iteration: a reduction clause: each thread's own copy
	(void)sum;
}

int
main(int argc, char **argv)
{
	int n = 4000, big = 100000;
	float *a = calloc((size_t)big * 64, sizeof *a);

	if (!a)
		return 1;
	// A loop of 3,999 rows: a warp each.
	// LAUNCH: kernel o2c_inner_lanes_{{[0-9]+}}{{(_known)?}}_lanes on null H100: 500 blocks x 256 threads
	// LAUNCHOFF-NOT: _lanes on
	column(a, n, 64, 0, 32 + argc);
	// 100,000 rows, more than the GPU holds warps: a thread each, in the
	// flat kernel (lowering/flat.c), whose 391 blocks reside at once.
	// LAUNCH: kernel o2c_inner_lanes_{{[0-9]+}}{{(_known)?}}_flat on null H100: 391 blocks x 256 threads
	column(a, big, 64, 0, 4 + argc);
	printf("exit\n");
	// LAUNCH: exit
	// LAUNCHOFF: exit
	free(a);
	return 0;
}
