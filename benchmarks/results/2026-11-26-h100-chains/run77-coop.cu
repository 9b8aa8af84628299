// Experiment: a chain of K small steps as K launches against one cooperative launch that runs
// the K steps with a grid-wide barrier between them (cg::grid_group::sync).
// coop MODE ROWS STEPS ROUNDS
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <algorithm>
#include <vector>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__device__ __forceinline__ void step(float *a, int rows, int k) {
	// a warp per row, each lane one of 32 columns: a[r][c] -= a[r][0] * a[k % 32][c] (a stand-in)
	unsigned lane = threadIdx.x % 32;
	for (unsigned w = (blockIdx.x * blockDim.x + threadIdx.x) / 32; w < (unsigned)rows; w += gridDim.x * blockDim.x / 32) {
		float l = a[w * 32];
		a[w * 32 + lane] += 1e-30f * l * a[(k % 32) * 32 + lane] + 1.0f;
	}
}
__global__ void one(float *a, int rows, int k) { step(a, rows, k); }
__global__ void chain(float *a, int rows, int k0, int steps) {
	cg::grid_group g = cg::this_grid();
	for (int s = 0; s < steps; s++) { step(a, rows, k0 + s); if (s + 1 < steps) g.sync(); }
}
static double now() { timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec * 1e6 + t.tv_nsec * 1e-3; }
int main(int argc, char **argv) {
	const char *mode = argv[1]; int rows = atoi(argv[2]), steps = atoi(argv[3]), rounds = atoi(argv[4]), bs = argc > 5 ? atoi(argv[5]) : 256;
	float *a; cudaMalloc(&a, (size_t)rows * 32 * 4); cudaMemset(a, 0, (size_t)rows * 32 * 4);
	int sms, per; cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0);
	cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per, chain, bs, 0);
	int need = (rows * 32 + bs - 1) / bs, cblocks = std::min(need, sms * per);
	std::vector<double> t;
	for (int rep = 0; rep < 5; rep++) {
		cudaDeviceSynchronize(); double t0 = now();
		for (int r = 0; r < rounds; r++) {
			if (!strcmp(mode, "launches")) for (int s = 0; s < steps; s++) one<<<need, bs>>>(a, rows, s);
			else { int k0 = 0; void *args[] = {&a, &rows, &k0, &steps}; cudaLaunchCooperativeKernel((void *)chain, cblocks, bs, args, 0, 0); }
		}
		cudaError_t e = cudaDeviceSynchronize(); if (e) { printf("%s\n", cudaGetErrorString(e)); return 1; }
		if (rep) t.push_back((now() - t0) / (rounds * steps));
	}
	std::sort(t.begin(), t.end());
	float h; cudaMemcpy(&h, a + 32, 4, cudaMemcpyDeviceToHost);
	printf("%-9s bs %4d rows %5d steps %3d: %.3f us per step (min %.3f); blocks %d (chain %d, %d per SM); a[1][0] %.0f\n", mode, bs, rows, steps, t[t.size() / 2], t[0], need, cblocks, per, h);
	return 0;
}
