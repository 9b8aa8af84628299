/* Probe (stop 47; run 186 added the last four variants: an invariant lane condition with the program's edge
 * tests, steps3.cu with three more flags, each applied to omp2cuda's form "ours"):
 *   hoist     the step's load of the wall (a read-only array, at an index of the host loop's variable and the lane's
 *             own column) issued first in the step, before the shared-memory reads and their branches
 *   ahead     the next step's load of the wall issued during this step (a register carries it over the barrier)
 *   nounroll  #pragma unroll 1 on the loop of steps
 * steps3.cu's text:
 * pathfinder's twin (20 steps a launch, a block per tile) changed in one respect at a time toward
 * omp2cuda's steps kernel, to find which difference costs the 1.6-1.7x of steps.cu and steps2.cu:
 *   twin      the hand-written twin: INT_MAX outside the row, min() over three, every lane of [1, 255) a step,
 *             two barriers a step (prev -> res -> prev)
 *   dbuf      double buffer, one barrier a step (omp2cuda's sb[2][256])
 *   shrink    only the lanes of the pyramid compute (lane in [s + 1, 255 - s))
 *   jcheck    the program's own edge tests (j > 0, j < cols - 1) with 0 outside the row, not INT_MAX
 *   branch    the program's form: if (j > 0 && l < m) m = l; ... for the minimum
 *   ours      all four: omp2cuda's steps kernel with a block per tile
 * K steps a launch, odd for every variant (omp2cuda's runtime launches an odd number), 7 rounds, min and median of
 * event time over the whole loop; every variant's last row is compared with a launch per step. */
#include <cstdio>
#include <cstdlib>
#include <climits>
#include <vector>
#include <algorithm>
#include <cuda_runtime.h>

#define CK(x) do { cudaError_t e_ = (x); if (e_) { printf("%s: %s\n", #x, cudaGetErrorString(e_)); exit(1); } } while (0)

enum { DBUF = 1, SHRINK = 2, JCHECK = 4, BRANCH = 8, HOIST = 16, AHEAD = 32, NOUNROLL = 64 };

template <int F>
__global__ void var(const int *__restrict__ wall, const int *__restrict__ src, int *__restrict__ dst, int cols,
		    int row0, int steps)
{
	__shared__ int sb[2][256];
	const int tx = threadIdx.x, width = 256 - 2 * steps;
	const long x = (long)blockIdx.x * width - steps + tx;
	const bool inside = x >= 0 && x < cols;
	const int pad = (F & JCHECK) ? 0 : INT_MAX;
	sb[0][tx] = inside ? src[x] : pad;
	sb[1][tx] = pad;
	__syncthreads();
	int pf = 0;
	if ((F & AHEAD) && inside && (!(F & SHRINK) || tx >= 1) && tx > 0 && tx < 255)
		pf = wall[(long)row0 * cols + x];
#pragma unroll((F & NOUNROLL) ? 1 : 4)
	for (int s = 0; s < steps; s++) {
		const int from = (F & DBUF) ? (s & 1) : 0, to = (F & DBUF) ? from ^ 1 : 1;
		int v = sb[from][tx];
		const bool go = (F & SHRINK) ? inside && tx >= s + 1 && tx < 255 - s : inside && tx > 0 && tx < 255;
		if (go) {
			int wv;
			if (F & AHEAD) {
				wv = pf;
				const bool gonext = (F & SHRINK) ? inside && tx >= s + 2 && tx < 255 - (s + 1) : go;
				if (s + 1 < steps && gonext)
					pf = wall[(long)(row0 + s + 1) * cols + x];
			} else if (F & HOIST)
				wv = wall[(long)(row0 + s) * cols + x];
			int m = v, l = sb[from][tx - 1], r = sb[from][tx + 1];
			const int j = (int)x;
			if (F & BRANCH) {
				if ((!(F & JCHECK) || j > 0) && l < m)
					m = l;
				if ((!(F & JCHECK) || j < cols - 1) && r < m)
					m = r;
			} else {
				if (!(F & JCHECK) || j > 0)
					m = min(m, l);
				if (!(F & JCHECK) || j < cols - 1)
					m = min(m, r);
			}
			if (!(F & (HOIST | AHEAD)))
				wv = wall[(long)(row0 + s) * cols + x];
			v = wv + m;
		}
		if (F & DBUF) {
			if (go)
				sb[to][tx] = v;
			__syncthreads();
		} else {
			sb[1][tx] = v;
			__syncthreads();
			sb[0][tx] = sb[1][tx];
			__syncthreads();
		}
	}
	const int last = (F & DBUF) ? (steps & 1) : 0;
	if (inside && tx >= steps && tx < 256 - steps)
		dst[x] = sb[last][tx];
}

typedef void (*Kern)(const int *, const int *, int *, int, int, int);

static int *run(Kern f, int K, int cols, int rows, const int *wall, int *buf[2])
{
	int cur = 0;
	for (int t = 1; t < rows;) {
		int k = std::min(K, rows - t);
		if (k % 2 == 0)
			k--;
		long long w = 256 - 2 * k, tiles = (cols + w - 1) / w;
		f<<<(unsigned)tiles, 256>>>(wall, buf[cur], buf[1 - cur], cols, t, k);
		cur = 1 - cur;
		t += k;
	}
	return buf[cur];
}

int main(int argc, char **argv)
{
	int cols = argc > 1 ? atoi(argv[1]) : 1000000, rows = argc > 2 ? atoi(argv[2]) : 100, rounds = 7;
	std::vector<int> hw((size_t)rows * cols), ref(cols), out(cols);
	srand(202);
	for (auto &v : hw)
		v = rand() % 10;
	int *wall, *buf[2];
	CK(cudaMalloc(&wall, hw.size() * 4));
	CK(cudaMalloc(&buf[0], cols * 4));
	CK(cudaMalloc(&buf[1], cols * 4));
	CK(cudaMemcpy(wall, hw.data(), hw.size() * 4, cudaMemcpyHostToDevice));
	enum { O = DBUF | SHRINK | JCHECK | BRANCH };
	struct V { Kern f; int K; const char *name; } vs[] = {
		{var<0>, 1, "twin 1"}, {var<0>, 15, "twin 15"}, {var<0>, 19, "twin 19"},
		{var<DBUF>, 19, "dbuf 19"}, {var<SHRINK>, 19, "shrink 19"}, {var<JCHECK>, 19, "jcheck 19"},
		{var<BRANCH>, 19, "branch 19"}, {var<JCHECK | BRANCH>, 19, "jcheck+branch 19"},
		{var<DBUF | SHRINK>, 19, "dbuf+shrink 19"}, {var<DBUF | SHRINK | JCHECK | BRANCH>, 19, "ours 19"},
		{var<DBUF | SHRINK | JCHECK | BRANCH>, 15, "ours 15"}, {var<O | HOIST>, 19, "ours+hoist 19"},
		{var<O | AHEAD>, 19, "ours+ahead 19"}, {var<O | NOUNROLL>, 19, "ours+nounroll 19"},
		{var<O | HOIST | NOUNROLL>, 19, "ours+hoist+nounr 19"}, {var<O | AHEAD | NOUNROLL>, 19, "ours+ahead+nounr 19"},
		{var<DBUF | SHRINK | AHEAD>, 19, "dbuf+shrink+ahead 19"},
		{var<DBUF | JCHECK | BRANCH>, 19, "dbuf+jcheck+branch 19"}, {var<DBUF | JCHECK | BRANCH>, 15, "dbuf+jcheck+branch 15"},
		{var<SHRINK | JCHECK | BRANCH>, 19, "shrink+jcheck+branch 19"}, {var<DBUF | JCHECK>, 19, "dbuf+jcheck 19"}};
	int nv = sizeof vs / sizeof vs[0], bad = 0;
	std::vector<std::vector<float>> ms(nv);
	cudaEvent_t e0, e1;
	cudaEventCreate(&e0);
	cudaEventCreate(&e1);
	for (int r = 0; r <= rounds; r++)
		for (int v = 0; v < nv; v++) {
			CK(cudaMemcpy(buf[0], hw.data(), cols * 4, cudaMemcpyHostToDevice));
			cudaEventRecord(e0);
			int *res = run(vs[v].f, vs[v].K, cols, rows, wall, buf);
			cudaEventRecord(e1);
			CK(cudaEventSynchronize(e1));
			CK(cudaGetLastError());
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
		printf("steps4 cols=%d rows=%d %-17s min %7.3f ms  median %7.3f ms\n", cols, rows, vs[v].name, ms[v][0],
		       ms[v][ms[v].size() / 2]);
	}
	return bad;
}
