// Experiment: programmatic dependent launch on a chain of small kernels.
// pdl MODE BLOCKS LAUNCHES REPS STREAM(0 legacy, 1 own)
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <algorithm>
#include <vector>
#include <cuda_runtime.h>

__device__ __forceinline__ void work(float *a, int n) {
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i < n) a[i] += 1.0f;
}
__global__ void k_plain(float *a, int n) { work(a, n); }
__global__ void k_wait(float *a, int n) { asm volatile("griddepcontrol.wait;" ::: "memory"); work(a, n); }
__global__ void k_start(float *a, int n) { asm volatile("griddepcontrol.launch_dependents;"); asm volatile("griddepcontrol.wait;" ::: "memory"); work(a, n); }
__global__ void k_end(float *a, int n) { asm volatile("griddepcontrol.wait;" ::: "memory"); work(a, n); asm volatile("griddepcontrol.launch_dependents;"); }

static double now() { timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec * 1e6 + t.tv_nsec * 1e-3; }

int main(int argc, char **argv) {
	const char *mode = argv[1];
	int blocks = atoi(argv[2]), launches = atoi(argv[3]), reps = atoi(argv[4]), own = atoi(argv[5]);
	int n = blocks * 256;
	float *a; cudaMalloc(&a, n * sizeof(float)); cudaMemset(a, 0, n * sizeof(float));
	cudaStream_t s = 0; if (own) cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
	void (*k)(float *, int) = k_plain; int pdl = 0;
	if (!strcmp(mode, "wait")) { k = k_wait; pdl = 1; }
	if (!strcmp(mode, "start")) { k = k_start; pdl = 1; }
	if (!strcmp(mode, "end")) { k = k_end; pdl = 1; }
	if (!strcmp(mode, "waitnoattr")) { k = k_wait; pdl = 0; }
	cudaLaunchConfig_t cfg = {}; cudaLaunchAttribute at[1];
	cfg.gridDim = blocks; cfg.blockDim = 256; cfg.stream = s;
	at[0].id = cudaLaunchAttributeProgrammaticStreamSerialization; at[0].val.programmaticStreamSerializationAllowed = 1;
	cfg.attrs = at; cfg.numAttrs = pdl;
	std::vector<double> per, enq;
	for (int r = 0; r < reps; r++) {
		cudaDeviceSynchronize();
		double t0 = now(), t1 = 0;
		for (int l = 0; l < launches; l++) {
			cudaError_t e = cudaLaunchKernelEx(&cfg, k, a, n);
			if (e) { printf("launch: %s\n", cudaGetErrorString(e)); return 1; }
			if (l == 499) t1 = now();
		}
		cudaError_t e = cudaStreamSynchronize(s);
		if (e) { printf("sync: %s\n", cudaGetErrorString(e)); return 1; }
		double t2 = now();
		if (r) { per.push_back((t2 - t0) / launches); enq.push_back((t1 - t0) / 500); }
	}
	std::sort(per.begin(), per.end()); std::sort(enq.begin(), enq.end());
	float h; cudaMemcpy(&h, a, 4, cudaMemcpyDeviceToHost);
	printf("%-10s blocks %5d stream %s: us/launch min %.3f med %.3f; first 500 enqueue %.3f us each; a[0]=%.0f (expect %d)\n",
	       mode, blocks, own ? "own" : "legacy", per[0], per[per.size() / 2], enq[enq.size() / 2], h, reps * launches);
	return 0;
}
