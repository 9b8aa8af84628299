// launch_cuda: raw cuLaunchKernel + cuCtxSynchronize per region, the
// baseline of launch.c (same kernel work, one block of 256 threads);
// with "queued" as third argument, one cuCtxSynchronize per rep, as
// hand-written CUDA runs a chain of kernels.  "queued-mark" and
// "queued-event" add after each launch what a runtime may add to number
// it: a cuStreamWriteValue32 to page-locked host memory, or a
// cuEventRecord (their cost is the difference from "queued").
//
//   nvcc -O2 -arch=sm_90 launch_cuda.cu -o launch_cuda -lcuda
//   launch_cuda [REGIONS [REPS [queued|queued-mark|queued-event]]]
#include <cuda.h>
#include <cuda_runtime.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <algorithm>

__global__ void add_one(float *a, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i < n)
		a[i] += 1;
}

static double now()
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec * 1e-9;
}

int main(int argc, char **argv)
{
	int regions = argc > 1 ? atoi(argv[1]) : 5000, reps = argc > 2 ? atoi(argv[2]) : 7;
	const char *mode = argc > 3 ? argv[3] : "";
	int queued = !strncmp(mode, "queued", 6), mark = !strcmp(mode, "queued-mark");
	int event = !strcmp(mode, "queued-event");
	unsigned *word = NULL;
	CUdeviceptr word_dev = 0;
	CUevent ev = NULL;
	int n = 256, k = 0;
	float *d, h[256];
	double t[64];
	CUfunction f;

	if (regions < 1 || reps < 2 || reps > 64)
		return 2;
	cudaMalloc(&d, n * sizeof(float));
	cudaMemset(d, 0, n * sizeof(float));
	if (cudaGetFuncBySymbol(&f, (const void *)add_one) != cudaSuccess)
		return 1;
	if (mark && (cuMemHostAlloc((void **)&word, sizeof *word, CU_MEMHOSTALLOC_DEVICEMAP) ||
	             cuMemHostGetDevicePointer(&word_dev, word, 0)))
		return 1;
	if (event && cuEventCreate(&ev, CU_EVENT_DISABLE_TIMING))
		return 1;
	void *args[] = {&d, &n};
	for (int r = 0; r < reps; r++) {
		double t0 = now();
		for (int j = 0; j < regions; j++) {
			cuLaunchKernel(f, 1, 1, 1, 256, 1, 1, 0, NULL, args, NULL);
			if (mark)
				cuStreamWriteValue32(NULL, word_dev, (unsigned)j + 1, 0);
			if (event)
				cuEventRecord(ev, NULL);
			if (!queued)
				cuCtxSynchronize();
		}
		cuCtxSynchronize();
		if (r > 0)
			t[k++] = (now() - t0) / regions;
	}
	std::sort(t, t + k);
	cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
	printf("LAUNCH impl=cuda%s%s regions=%d min_us=%.3f median_us=%.3f verify=%s\n",
	       queued ? "-" : "", mode, regions, t[0] * 1e6, t[k / 2] * 1e6,
	       h[7] == (float)regions * reps ? "PASS" : "FAIL");
	return 0;
}
