/* Probe (stop 46): pathfinder's host loop of stencil steps (cols 1,000,000, rows 100), run as omp2cuda's
 * kernel_steps runs it and in variants, each timed with events over the whole loop, 7 rounds, min and
 * median; every variant's last row is compared with a launch per step.
 *   ours K    omp2cuda's steps kernel: a tile of 256 in shared memory (two copies, a barrier a step), K
 *             steps a launch, the lanes a step computes shrinking by the reach (1) each step
 *   fixed K   the same, but every step computes every lane of [1, 255) inside the row: a condition
 *             that does not change from step to step (lanes outside the pyramid compute values no
 *             stored lane reads)
 *   twin      the hand-written twin: 20 steps a launch, two barriers a step, INT_MAX at the edges */
#include <cstdio>
#include <cstdlib>
#include <climits>
#include <vector>
#include <algorithm>
#include <cuda_runtime.h>

#define CK(x) do { cudaError_t e_ = (x); if (e_) { printf("%s: %s\n", #x, cudaGetErrorString(e_)); exit(1); } } while (0)

template <bool FIXED>
__global__ void steps(int cols, const int *__restrict__ prev, int *__restrict__ next, const int *__restrict__ wall,
		      int t0, int k)
{
	enum { bt = 256 };
	__shared__ int sb[2][bt];
	const long long w = bt - 2LL * k;
	for (long long tile = blockIdx.x; tile * w < cols; tile += gridDim.x) {
		const long long iv = tile * w - k + threadIdx.x;
		const bool in = iv >= 0 && iv < cols;
		sb[0][threadIdx.x] = in ? prev[iv] : 0;
		sb[1][threadIdx.x] = 0;
		__syncthreads();
		const int lane = threadIdx.x;
		for (int s = 0; s < k; s++) {
			const int par = s & 1;
			bool go = FIXED ? in && lane >= 1 && lane < bt - 1 : in && lane >= s + 1 && lane < bt - (s + 1);
			if (go) {
				int t = t0 + s, j = (int)iv;
				int m = sb[par][lane];
				if (j > 0 && sb[par][lane - 1] < m)
					m = sb[par][lane - 1];
				if (j < cols - 1 && sb[par][lane + 1] < m)
					m = sb[par][lane + 1];
				sb[par ^ 1][lane] = wall[(long)t * cols + j] + m;
			}
			__syncthreads();
		}
		if (in && threadIdx.x >= k && threadIdx.x < bt - k)
			next[iv] = sb[k & 1][threadIdx.x];
		__syncthreads();
	}
}

__global__ void twin(const int *__restrict__ wall, const int *__restrict__ src, int *__restrict__ dst, int cols,
		     int row0, int steps)
{
	__shared__ int prev[256];
	__shared__ int res[256];
	int tx = threadIdx.x, width = 256 - 2 * steps;
	long x = (long)blockIdx.x * width - steps + tx;
	bool inside = x >= 0 && x < cols;
	prev[tx] = inside ? src[x] : INT_MAX;
	__syncthreads();
	for (int s = 0; s < steps; s++) {
		int v = prev[tx];
		if (inside && tx > 0 && tx < 255) {
			int m = v;
			m = min(m, prev[tx - 1]);
			m = min(m, prev[tx + 1]);
			v = wall[(long)(row0 + s) * cols + x] + m;
		}
		res[tx] = v;
		__syncthreads();
		prev[tx] = res[tx];
		__syncthreads();
	}
	if (inside && tx >= steps && tx < 256 - steps)
		dst[x] = prev[tx];
}

/* kind 0: ours, 1: fixed, 2: twin; returns the buffer holding the last row */
static int *run(int kind, int K, int cols, int rows, const int *wall, int *buf[2], int sms)
{
	int cur = 0;
	for (int t = 1; t < rows;) {
		int k = std::min(K, rows - t);
		if (kind < 2 && k % 2 == 0)
			k--; /* ours: an odd number of steps */
		long long w = 256 - 2 * k, tiles = (cols + w - 1) / w, full = (long long)sms * 2048 / 256;
		if (kind == 0)
			steps<false><<<(unsigned)std::min(tiles, full), 256>>>(cols, buf[cur], buf[1 - cur], wall, t, k);
		else if (kind == 1)
			steps<true><<<(unsigned)std::min(tiles, full), 256>>>(cols, buf[cur], buf[1 - cur], wall, t, k);
		else
			twin<<<(unsigned)tiles, 256>>>(wall, buf[cur], buf[1 - cur], cols, t, k);
		cur = 1 - cur;
		t += k;
	}
	return buf[cur];
}

int main(int argc, char **argv)
{
	int cols = argc > 1 ? atoi(argv[1]) : 1000000, rows = argc > 2 ? atoi(argv[2]) : 100, rounds = 7, sms;
	CK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0));
	std::vector<int> hw((size_t)rows * cols), ref(cols), out(cols);
	srand(202);
	for (auto &v : hw)
		v = rand() % 10;
	int *wall, *buf[2];
	CK(cudaMalloc(&wall, hw.size() * 4));
	CK(cudaMalloc(&buf[0], cols * 4));
	CK(cudaMalloc(&buf[1], cols * 4));
	CK(cudaMemcpy(wall, hw.data(), hw.size() * 4, cudaMemcpyHostToDevice));
	struct V { int kind, K; const char *name; } vs[] = {{0, 1, "ours 1"}, {0, 15, "ours 15"}, {1, 15, "fixed 15"},
		{0, 19, "ours 19"}, {1, 19, "fixed 19"}, {1, 31, "fixed 31"}, {2, 20, "twin 20"}};
	int nv = sizeof vs / sizeof vs[0], bad = 0;
	std::vector<std::vector<float>> ms(nv);
	cudaEvent_t e0, e1;
	cudaEventCreate(&e0);
	cudaEventCreate(&e1);
	for (int r = 0; r <= rounds; r++)
		for (int v = 0; v < nv; v++) {
			CK(cudaMemcpy(buf[0], hw.data(), cols * 4, cudaMemcpyHostToDevice));
			cudaEventRecord(e0);
			int *res = run(vs[v].kind, vs[v].K, cols, rows, wall, buf, sms);
			cudaEventRecord(e1);
			CK(cudaEventSynchronize(e1));
			float t;
			cudaEventElapsedTime(&t, e0, e1);
			if (r == 0) {
				CK(cudaMemcpy(v ? out.data() : ref.data(), res, cols * 4, cudaMemcpyDeviceToHost));
				if (v && out != ref) {
					printf("%s: differs from a launch per step\n", vs[v].name);
					bad = 1;
				}
			} else
				ms[v].push_back(t);
		}
	for (int v = 0; v < nv; v++) {
		std::sort(ms[v].begin(), ms[v].end());
		printf("steps cols=%d rows=%d %-9s min %7.3f ms  median %7.3f ms\n", cols, rows, vs[v].name, ms[v][0],
		       ms[v][ms[v].size() / 2]);
	}
	return bad;
}
