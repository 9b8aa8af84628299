/* Probe (stop 47): pathfinder's twin (20 steps a launch, a block per tile) changed in one respect at a time toward
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

enum { DBUF = 1, SHRINK = 2, JCHECK = 4, BRANCH = 8 };

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
	for (int s = 0; s < steps; s++) {
		const int from = (F & DBUF) ? (s & 1) : 0, to = (F & DBUF) ? from ^ 1 : 1;
		int v = sb[from][tx];
		const bool go = (F & SHRINK) ? inside && tx >= s + 1 && tx < 255 - s : inside && tx > 0 && tx < 255;
		if (go) {
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
			v = wall[(long)(row0 + s) * cols + x] + m;
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
	struct V { Kern f; int K; const char *name; } vs[] = {
		{var<0>, 1, "twin 1"}, {var<0>, 15, "twin 15"}, {var<0>, 19, "twin 19"},
		{var<DBUF>, 19, "dbuf 19"}, {var<SHRINK>, 19, "shrink 19"}, {var<JCHECK>, 19, "jcheck 19"},
		{var<BRANCH>, 19, "branch 19"}, {var<JCHECK | BRANCH>, 19, "jcheck+branch 19"},
		{var<DBUF | SHRINK>, 19, "dbuf+shrink 19"}, {var<DBUF | SHRINK | JCHECK | BRANCH>, 19, "ours 19"},
		{var<DBUF | SHRINK | JCHECK | BRANCH>, 15, "ours 15"}};
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
		printf("steps3 cols=%d rows=%d %-17s min %7.3f ms  median %7.3f ms\n", cols, rows, vs[v].name, ms[v][0],
		       ms[v][ms[v].size() / 2]);
	}
	return bad;
}
