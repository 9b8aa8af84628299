// kernel_end: what telling the host that a kernel finished costs the GPU.
// A chain of LAUNCHES kernels of BLOCKS x 256 threads (a[i] += 1 over the
// grid), queued on the default stream with one synchronize at the end, as
// omp2cuda runs a chain of regions; each kernel ends one way:
//   none      nothing
//   count     each block counts itself on a device counter after a
//             barrier (the last resets it), no write
//   devword   count, and the last block writes the launch's number to
//             device memory
//   hostword  count, and the last block writes it to page-locked host
//             memory (omp2cuda_done.h)
//   start     block 0's thread 0 writes the number to host memory as the
//             kernel starts, no count
//   streamwrite nothing in the kernel; a cuStreamWriteValue32 of the
//             number to host memory after each launch
//   streamwrite-nb  the same with CU_STREAM_WRITE_VALUE_NO_MEMORY_BARRIER
//   event     nothing in the kernel; a cuEventRecord after each launch
// WORK (default 0) makes each thread run a dependent loop of WORK steps,
// so that the kernels outlast the host's launches and the wall time per
// launch is the GPU's.
// Prints the wall time per launch (min over REPS, the first dropped);
// run it under the ledger (CUDA_INJECTION64_PATH=libomp2cuda_inject.so)
// for the kernels' own time.
//
//   nvcc -O2 -arch=sm_90 kernel_end.cu -o kernel_end -lcuda
//   kernel_end MODE [BLOCKS [LAUNCHES [REPS [WORK]]]]
#include <cuda.h>
#include <cuda_runtime.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum { NONE, COUNT, DEVWORD, HOSTWORD, START, STREAMWRITE, STREAMWRITE_NB, EVENT, NMODES };

static __device__ unsigned blocks_done;

__global__ void
step(float *a, int n, int mode, volatile unsigned *word, unsigned id, int work)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;

	if (mode == START && blockIdx.x == 0 && threadIdx.x == 0)
		*word = id;
	if (i < n) {
		float x = a[i], y = 0.0f;
		for (int r = 0; r < work; r++)
			y = y * 0.5f + x;
		a[i] = x + 1 + (y < 0.0f ? 1.0f : 0.0f);
	}
	if (mode == COUNT || mode == DEVWORD || mode == HOSTWORD) {
		__syncthreads();
		if (threadIdx.x == 0 && atomicAdd(&blocks_done, 1u) == gridDim.x - 1) {
			blocks_done = 0;
			if (mode != COUNT)
				*word = id;
		}
	}
}

static double
now()
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec * 1e-9;
}

int
main(int argc, char **argv)
{
	static const char *names[] = {"none", "count", "devword", "hostword", "start", "streamwrite",
	                              "streamwrite-nb", "event"};
	int mode = -1, blocks = argc > 2 ? atoi(argv[2]) : 8;
	int launches = argc > 3 ? atoi(argv[3]) : 5000, reps = argc > 4 ? atoi(argv[4]) : 5;
	int work = argc > 5 ? atoi(argv[5]) : 0;
	CUevent ev = NULL;
	unsigned *host = NULL, *dword = NULL, id = 0;
	CUdeviceptr host_dev = 0;
	float *a;
	double best = 1e30;

	for (int m = 0; argc > 1 && m < NMODES; m++)
		if (!strcmp(argv[1], names[m]))
			mode = m;
	if (mode < 0 || blocks < 1 || launches < 1 || reps < 2) {
		fprintf(stderr, "usage: kernel_end none|count|devword|hostword|start|streamwrite|"
		                "streamwrite-nb|event [BLOCKS [LAUNCHES [REPS [WORK]]]]\n");
		return 2;
	}
	int n = blocks * 256;
	if (cudaMalloc(&a, n * sizeof(float)) != cudaSuccess || cudaMalloc(&dword, sizeof *dword) ||
	    cuMemHostAlloc((void **)&host, sizeof *host, CU_MEMHOSTALLOC_DEVICEMAP) ||
	    cuMemHostGetDevicePointer(&host_dev, host, 0))
		return 1;
	if (mode == EVENT && cuEventCreate(&ev, CU_EVENT_DISABLE_TIMING))
		return 1;
	cudaMemset(a, 0, n * sizeof(float));
	volatile unsigned *word = mode == DEVWORD ? dword : (unsigned *)host_dev;
	for (int r = 0; r < reps; r++) {
		double t0 = now();
		for (int k = 0; k < launches; k++) {
			step<<<blocks, 256>>>(a, n, mode, word, ++id, work);
			if (mode == STREAMWRITE && cuStreamWriteValue32(0, host_dev, id, 0))
				return 1;
			if (mode == STREAMWRITE_NB &&
			    cuStreamWriteValue32(0, host_dev, id, CU_STREAM_WRITE_VALUE_NO_MEMORY_BARRIER))
				return 1;
			if (mode == EVENT && cuEventRecord(ev, 0))
				return 1;
		}
		if (cudaDeviceSynchronize() != cudaSuccess)
			return 1;
		double t = (now() - t0) / launches * 1e6;
		if (r > 0 && t < best)
			best = t;
	}
	float h;
	cudaMemcpy(&h, a, sizeof h, cudaMemcpyDeviceToHost);
	printf("KERNEL_END mode=%s blocks=%d launches=%d work=%d us_per_launch=%.3f check=%s\n",
	       names[mode], blocks, launches, work, best, h == (float)reps * launches ? "PASS" : "FAIL");
	return h != (float)reps * launches;
}
