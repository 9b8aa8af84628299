/* Probe (stop 56): lud's column panel as the pivot-rows split runs it (two launches a block step: the pivot rows
 * in one block, then the rows below through every column step), in two forms of each kernel:
 *   warps    a warp a row, the step's inner loop over its lanes, as omp2cuda's kernel_pivots/kernel_below print
 *            it (lane 0 stores the multiplier between __syncwarp()s; a barrier of the block between steps)
 *   threads  a thread a row, the inner loop in order (the pivot rows: one warp, __syncwarp() between steps)
 * all in global memory as the program writes it; each result compared bit for bit with the first form's.
 * Arguments: n (default 3072), rounds (default 5). nvcc -O3 -arch=sm_90 --fmad=false. */
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>
#include <algorithm>
#include <cuda_runtime.h>

#define CK(x) do { cudaError_t e_ = (x); if (e_) { printf("%s: %s\n", #x, cudaGetErrorString(e_)); exit(1); } } while (0)
enum { BS = 32 };

__device__ __forceinline__ void row_step_warp(float *a, int n, long i, int k, int be, unsigned lane)
{
	float l = a[i * n + k] / a[(long)k * n + k];
	__syncwarp();
	if (lane == 0)
		a[i * n + k] = l;
	__syncwarp();
	for (int j = k + 1 + lane; j < be; j += 32)
		a[i * n + j] -= l * a[(long)k * n + j];
}

__device__ __forceinline__ void row_step_thread(float *a, int n, long i, int k, int be)
{
	float l = a[i * n + k] / a[(long)k * n + k];
	a[i * n + k] = l;
	for (int j = k + 1; j < be; j++)
		a[i * n + j] -= l * a[(long)k * n + j];
}

__global__ void pivots_warps(float *__restrict__ a, int n, int kb, int be)
{
	unsigned lane = threadIdx.x % 32, warp = threadIdx.x / 32, warps = blockDim.x / 32;
	for (int k = kb; k < be; k++) {
		for (long i = k + 1 + warp; i < be && i < n; i += warps)
			row_step_warp(a, n, i, k, be, lane);
		__syncthreads();
	}
}

__global__ void below_warps(float *__restrict__ a, int n, int kb, int be)
{
	unsigned lane = threadIdx.x % 32;
	for (long i = be + (blockIdx.x * (long)blockDim.x + threadIdx.x) / 32; i < n; i += (long)gridDim.x * blockDim.x / 32)
		for (int k = kb; k < be; k++)
			row_step_warp(a, n, i, k, be, lane);
}

__global__ void pivots_threads(float *__restrict__ a, int n, int kb, int be)
{
	for (int k = kb; k < be; k++) {
		for (long i = k + 1 + threadIdx.x; i < be && i < n; i += blockDim.x)
			row_step_thread(a, n, i, k, be);
		__syncthreads();
	}
}

__global__ void below_threads(float *__restrict__ a, int n, int kb, int be)
{
	for (long i = be + blockIdx.x * (long)blockDim.x + threadIdx.x; i < n; i += (long)gridDim.x * blockDim.x)
		for (int k = kb; k < be; k++)
			row_step_thread(a, n, i, k, be);
}

int main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 3072, rounds = argc > 2 ? atoi(argv[2]) : 5, sms;
	CK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0));
	size_t nn = (size_t)n * n;
	std::vector<float> a0(nn), ref(nn), out(nn);
	srand(808);
	for (size_t e = 0; e < nn; e++)
		a0[e] = (float)rand() / RAND_MAX * 2 - 1;
	for (int i = 0; i < n; i++)
		a0[(size_t)i * n + i] += (float)n;
	float *a;
	CK(cudaMalloc(&a, nn * 4));
	cudaEvent_t e0, e1;
	cudaEventCreate(&e0);
	cudaEventCreate(&e1);
	const char *names[] = {"warps", "threads", "thr-128", "thr-32"};
	for (int form = 0; form < 4; form++) {
		std::vector<float> ms;
		for (int r = 0; r <= rounds; r++) {
			CK(cudaMemcpy(a, a0.data(), nn * 4, cudaMemcpyHostToDevice));
			cudaEventRecord(e0);
			for (int kb = 0; kb < n; kb += BS) {
				int be = std::min(kb + BS, n), rows = n - be;
				if (form == 0) {
					pivots_warps<<<1, 992>>>(a, n, kb, be);
					int blocks = std::max(1, std::min(sms * 8, (rows + 7) / 8));
					below_warps<<<blocks, 256>>>(a, n, kb, be);
				} else {
					int t = form == 1 ? 256 : form == 2 ? 128 : 32;
					pivots_threads<<<1, 32>>>(a, n, kb, be);
					below_threads<<<std::max(1, (rows + t - 1) / t), t>>>(a, n, kb, be);
				}
			}
			cudaEventRecord(e1);
			CK(cudaEventSynchronize(e1));
			CK(cudaGetLastError());
			float t;
			cudaEventElapsedTime(&t, e0, e1);
			if (r > 0)
				ms.push_back(t);
		}
		CK(cudaMemcpy(form ? out.data() : ref.data(), a, nn * 4, cudaMemcpyDeviceToHost));
		std::sort(ms.begin(), ms.end());
		long diff = 0;
		if (form)
			for (size_t e = 0; e < nn; e++)
				diff += memcmp(&out[e], &ref[e], 4) != 0;
		printf("n=%d %-8s min %.3f median %.3f ms (%d block steps, 2 launches each)%s\n", n, names[form], ms.front(),
		       ms[ms.size() / 2], (n + BS - 1) / BS, form ? (diff ? " DIFFERS" : " bit for bit") : "");
	}
	return 0;
}
