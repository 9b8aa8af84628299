// reduce_cuda: the hand-written baseline of reduce.c.  Each reduction is
// the textbook one: a grid-stride loop into a register, a warp shuffle
// tree, one value per warp through shared memory, a second shuffle in the
// first warp, one atomic per block into the result (as many blocks as fill
// the GPU: 8 of 256 threads per SM).
//
//   nvcc -O3 -arch=sm_90 reduce_cuda.cu -o reduce_cuda
#include <cuda_runtime.h>
#include "reduce.h"

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
	fprintf(stderr, "reduce_cuda: %s: %s\n", #call, cudaGetErrorString(e_)); exit(1); } } while (0)

struct Sum {
	template <typename T> __device__ static T op(T a, T b) { return a + b; }
	template <typename T> __device__ static void atomic(T *p, T v) { atomicAdd(p, v); }
};
struct Max {
	template <typename T> __device__ static T op(T a, T b) { return a > b ? a : b; }
	__device__ static void atomic(int *p, int v) { atomicMax(p, v); }
};

template <typename Op, typename T>
__global__ void reduce(const T *__restrict__ in, long n, T *out, T init)
{
	__shared__ T warp[32];
	T acc = init;
	for (long i = blockIdx.x * (long)blockDim.x + threadIdx.x; i < n; i += (long)gridDim.x * blockDim.x)
		acc = Op::op(acc, in[i]);
	for (int d = 16; d > 0; d >>= 1)
		acc = Op::op(acc, __shfl_down_sync(0xffffffffu, acc, d));
	if (threadIdx.x % 32 == 0)
		warp[threadIdx.x / 32] = acc;
	__syncthreads();
	if (threadIdx.x < 32) {
		acc = threadIdx.x < blockDim.x / 32 ? warp[threadIdx.x] : init;
		for (int d = 16; d > 0; d >>= 1)
			acc = Op::op(acc, __shfl_down_sync(0xffffffffu, acc, d));
		if (threadIdx.x == 0)
			Op::atomic(out, acc);
	}
}

int main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 1L << 25;
	double *x = (double *)malloc(n * sizeof *x), *dx, sx = 0, *dsx;
	float *y = (float *)malloc(n * sizeof *y), *dy, sy = 0, *dsy;
	int *k = (int *)malloc(n * sizeof *k), *dk, mk, *dmk;
	int sms, threads = 256;

	if (!x || !y || !k || n < 1)
		return 2;
	reduce_fill(x, y, k, n);
	mk = k[0];
	double t0 = reduce_now_ms();
	CHECK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0));
	int blocks = sms * 8;
	CHECK(cudaMalloc(&dx, n * sizeof *x));
	CHECK(cudaMalloc(&dy, n * sizeof *y));
	CHECK(cudaMalloc(&dk, n * sizeof *k));
	CHECK(cudaMalloc(&dsx, sizeof sx));
	CHECK(cudaMalloc(&dsy, sizeof sy));
	CHECK(cudaMalloc(&dmk, sizeof mk));
	CHECK(cudaMemcpy(dx, x, n * sizeof *x, cudaMemcpyHostToDevice));
	CHECK(cudaMemcpy(dy, y, n * sizeof *y, cudaMemcpyHostToDevice));
	CHECK(cudaMemcpy(dk, k, n * sizeof *k, cudaMemcpyHostToDevice));
	/* The result goes to the device and back each time, as a reduction
	 * variable of a target construct does. */
	for (int r = 0; r < REDUCE_REPS; r++) {
		CHECK(cudaMemcpy(dsx, &sx, sizeof sx, cudaMemcpyHostToDevice));
		reduce<Sum><<<blocks, threads>>>(dx, n, dsx, 0.0);
		CHECK(cudaMemcpy(&sx, dsx, sizeof sx, cudaMemcpyDeviceToHost));
	}
	for (int r = 0; r < REDUCE_REPS; r++) {
		sy = 0;
		CHECK(cudaMemcpy(dsy, &sy, sizeof sy, cudaMemcpyHostToDevice));
		reduce<Sum><<<blocks, threads>>>(dy, n, dsy, 0.0f);
		CHECK(cudaMemcpy(&sy, dsy, sizeof sy, cudaMemcpyDeviceToHost));
	}
	for (int r = 0; r < REDUCE_REPS; r++) {
		CHECK(cudaMemcpy(dmk, &mk, sizeof mk, cudaMemcpyHostToDevice));
		reduce<Max><<<blocks, threads>>>(dk, n, dmk, (int)0x80000000);
		CHECK(cudaMemcpy(&mk, dmk, sizeof mk, cudaMemcpyDeviceToHost));
	}
	CHECK(cudaGetLastError());
	double ms = reduce_now_ms() - t0;
	int ok = reduce_check(x, y, k, n, sx, sy, mk);
	printf("RESULT app=reduce compiler=cuda size=%ld verify=%s ref=computed wall_ms=%.3f\n", n,
	       ok ? "PASS" : "FAIL", ms);
	cudaFree(dx); cudaFree(dy); cudaFree(dk); cudaFree(dsx); cudaFree(dsy); cudaFree(dmk);
	free(x); free(y); free(k);
	return !ok;
}
