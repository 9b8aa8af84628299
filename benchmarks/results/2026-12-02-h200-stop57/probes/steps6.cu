/* Probe (stop 57, from stop 47's steps5.cu with gen-pf added): omp2cuda's steps kernel for pathfinder as the code generator prints it (gen), against the
 * forms a generator could print instead, to decide before building one (steps3.cu and steps4.cu found the twin's
 * lead in ptxas issuing several steps' loads of the wall at once where the step's code has no branch):
 *   gen        o2c_pathfinder_40_steps as printed at stop 47 (double buffer, the lanes shrinking by the reach
 *              a step, the program's reads of prev as reads of the tile where the program makes them)
 *   one        the twin's order: one tile buffer, each step's values into a second and copied back (two
 *              barriers a step), every lane of [reach, 256 - reach) inside the loop's range computing every step
 *              (a condition that does not change from step to step; lanes outside the pyramid compute values no
 *              stored lane reads), the tile's reads the step makes read first into registers, every lane
 *              storing a value a step (its own where it does not compute; outside the loop's range the two
 *              arrays' elements by the step's parity)
 *   one-go     the same, only the computing lanes storing and copying
 *   gen-pre    gen with the tile's reads read first into registers
 * K steps a launch (odd), grid min(tiles, 8 blocks an SM) and a block stepping over tiles (the runtime's),
 * 7 rounds, min and median of event time; each form's last row is compared with a launch per step. */
#include <cstdio>
#include <cstdlib>
#include <climits>
#include <vector>
#include <algorithm>
#include <type_traits>
#include <cuda_runtime.h>

#define CK(x) do { cudaError_t e_ = (x); if (e_) { printf("%s: %s\n", #x, cudaGetErrorString(e_)); exit(1); } } while (0)

#define PROLOGUE                                                                                                  \
	const unsigned long long o2c_n0 = ((int)(cols) > 0 ? (unsigned long long)(int)(cols) : 0);                \
	const unsigned long long o2c_trip = o2c_n0;                                                               \
	typedef std::remove_cv_t<std::remove_reference_t<decltype(*prev)>> o2c_elem;                              \
	enum { o2c_bt = 256 };                                                                                    \
	__shared__ o2c_elem o2c_sb[2][o2c_bt];                                                                    \
	const long long o2c_k = (long long)o2c_steps_count;                                                       \
	const long long o2c_w = o2c_bt - 2LL * 1 * o2c_k;                                                         \
	if (blockDim.x != o2c_bt || o2c_k % 2 == 0 || o2c_w <= 0)                                                 \
		__trap();                                                                                         \
	decltype(t) o2c_steps_first = t;

template <bool PRE>
__global__ void gen(int cols, const int *__restrict__ prev, int *__restrict__ next, const int *__restrict__ wall, int t,
		    unsigned long long o2c_steps_count, unsigned long long o2c_sbefore_prev, unsigned long long o2c_safter_prev,
		    unsigned long long o2c_sbefore_next, unsigned long long o2c_safter_next)
{
	PROLOGUE
	for (long long o2c_tile = blockIdx.x; o2c_tile * o2c_w < (long long)o2c_trip; o2c_tile += gridDim.x) {
		const long long o2c_iv = o2c_tile * o2c_w - 1 * o2c_k + (long long)threadIdx.x;
		const bool o2c_in = o2c_iv >= 0 && o2c_iv < (long long)o2c_trip;
		const long long o2c_at = (long long)(0) + o2c_iv;
		o2c_sb[0][threadIdx.x] = o2c_at >= -(long long)(o2c_sbefore_prev / sizeof(o2c_elem)) && o2c_at < (long long)(o2c_safter_prev / sizeof(o2c_elem)) ? prev[o2c_at] : o2c_elem();
		o2c_sb[1][threadIdx.x] = !o2c_in && o2c_at >= -(long long)(o2c_sbefore_next / sizeof(o2c_elem)) && o2c_at < (long long)(o2c_safter_next / sizeof(o2c_elem)) ? next[o2c_at] : o2c_elem();
		__syncthreads();
		const int o2c_lane = (int)threadIdx.x, o2c_ki = (int)o2c_k;
		for (int o2c_s = 0; o2c_s < o2c_ki; o2c_s++) {
			const int o2c_par = o2c_s & 1;
			if (o2c_in && o2c_lane >= 1 * (o2c_s + 1) && o2c_lane < o2c_bt - 1 * (o2c_s + 1)) {
				decltype(o2c_steps_first) t = (int)((unsigned long long)(int)(o2c_steps_first) + o2c_s);
				[[maybe_unused]] int j = (int)o2c_at;
				if (PRE) {
					const o2c_elem o2c_r0 = o2c_sb[o2c_par][o2c_lane + (-1)], o2c_r1 = o2c_sb[o2c_par][o2c_lane + (0)],
						       o2c_r2 = o2c_sb[o2c_par][o2c_lane + (1)];
					{
						int m = o2c_r1;
						if (j > 0 && o2c_r0 < m)
							m = o2c_r0;
						if (j < cols - 1 && o2c_r2 < m)
							m = o2c_r2;
						o2c_sb[o2c_par ^ 1][o2c_lane] = (wall[(long)t * cols + j] + m);
					}
				} else {
					int m = o2c_sb[o2c_par][o2c_lane + (0)];
					if (j > 0 && o2c_sb[o2c_par][o2c_lane + (-1)] < m)
						m = o2c_sb[o2c_par][o2c_lane + (-1)];
					if (j < cols - 1 && o2c_sb[o2c_par][o2c_lane + (1)] < m)
						m = o2c_sb[o2c_par][o2c_lane + (1)];
					o2c_sb[o2c_par ^ 1][o2c_lane] = (wall[(long)t * cols + j] + m);
				}
			}
			__syncthreads();
		}
		if (o2c_in && threadIdx.x >= 1 * o2c_k && threadIdx.x < o2c_bt - 1 * o2c_k)
			next[o2c_at] = o2c_sb[o2c_k & 1][threadIdx.x];
		__syncthreads();
	}
}


/* gen with each step's read of the wall (its address depends only on the step and the lane) read for every step of
 * the launch into registers before the first step: MAXK loads in flight at once. */
template <int MAXK, bool PRE>
__global__ void genpf(int cols, const int *__restrict__ prev, int *__restrict__ next, const int *__restrict__ wall, int t,
		    unsigned long long o2c_steps_count, unsigned long long o2c_sbefore_prev, unsigned long long o2c_safter_prev,
		    unsigned long long o2c_sbefore_next, unsigned long long o2c_safter_next)
{
	PROLOGUE
	if (o2c_k > MAXK)
		__trap();
	for (long long o2c_tile = blockIdx.x; o2c_tile * o2c_w < (long long)o2c_trip; o2c_tile += gridDim.x) {
		const long long o2c_iv = o2c_tile * o2c_w - 1 * o2c_k + (long long)threadIdx.x;
		const bool o2c_in = o2c_iv >= 0 && o2c_iv < (long long)o2c_trip;
		const long long o2c_at = (long long)(0) + o2c_iv;
		int o2c_pf[MAXK];
		{
			[[maybe_unused]] int j = (int)o2c_at;
#pragma unroll
			for (int o2c_s = 0; o2c_s < MAXK; o2c_s++) {
				decltype(o2c_steps_first) t = (int)((unsigned long long)(int)(o2c_steps_first) + o2c_s);
				o2c_pf[o2c_s] = o2c_in && o2c_s < o2c_k ? wall[(long)t * cols + j] : 0;
			}
		}
		o2c_sb[0][threadIdx.x] = o2c_at >= -(long long)(o2c_sbefore_prev / sizeof(o2c_elem)) && o2c_at < (long long)(o2c_safter_prev / sizeof(o2c_elem)) ? prev[o2c_at] : o2c_elem();
		o2c_sb[1][threadIdx.x] = !o2c_in && o2c_at >= -(long long)(o2c_sbefore_next / sizeof(o2c_elem)) && o2c_at < (long long)(o2c_safter_next / sizeof(o2c_elem)) ? next[o2c_at] : o2c_elem();
		__syncthreads();
		const int o2c_lane = (int)threadIdx.x, o2c_ki = (int)o2c_k;
#pragma unroll
		for (int o2c_s = 0; o2c_s < MAXK; o2c_s++) {
			if (o2c_s >= o2c_ki)
				break;
			const int o2c_par = o2c_s & 1;
			if (o2c_in && o2c_lane >= 1 * (o2c_s + 1) && o2c_lane < o2c_bt - 1 * (o2c_s + 1)) {
				[[maybe_unused]] int j = (int)o2c_at;
				if (PRE) {
					const o2c_elem o2c_r0 = o2c_sb[o2c_par][o2c_lane + (-1)], o2c_r1 = o2c_sb[o2c_par][o2c_lane + (0)],
						       o2c_r2 = o2c_sb[o2c_par][o2c_lane + (1)];
					{
						int m = o2c_r1;
						if (j > 0 && o2c_r0 < m)
							m = o2c_r0;
						if (j < cols - 1 && o2c_r2 < m)
							m = o2c_r2;
						o2c_sb[o2c_par ^ 1][o2c_lane] = (o2c_pf[o2c_s] + m);
					}
				} else {
					int m = o2c_sb[o2c_par][o2c_lane + (0)];
					if (j > 0 && o2c_sb[o2c_par][o2c_lane + (-1)] < m)
						m = o2c_sb[o2c_par][o2c_lane + (-1)];
					if (j < cols - 1 && o2c_sb[o2c_par][o2c_lane + (1)] < m)
						m = o2c_sb[o2c_par][o2c_lane + (1)];
					o2c_sb[o2c_par ^ 1][o2c_lane] = (o2c_pf[o2c_s] + m);
				}
			}
			__syncthreads();
		}
		if (o2c_in && threadIdx.x >= 1 * o2c_k && threadIdx.x < o2c_bt - 1 * o2c_k)
			next[o2c_at] = o2c_sb[o2c_k & 1][threadIdx.x];
		__syncthreads();
	}
}

template <bool ALL>
__global__ void one(int cols, const int *__restrict__ prev, int *__restrict__ next, const int *__restrict__ wall, int t,
		    unsigned long long o2c_steps_count, unsigned long long o2c_sbefore_prev, unsigned long long o2c_safter_prev,
		    unsigned long long o2c_sbefore_next, unsigned long long o2c_safter_next)
{
	PROLOGUE
	for (long long o2c_tile = blockIdx.x; o2c_tile * o2c_w < (long long)o2c_trip; o2c_tile += gridDim.x) {
		const long long o2c_iv = o2c_tile * o2c_w - 1 * o2c_k + (long long)threadIdx.x;
		const bool o2c_in = o2c_iv >= 0 && o2c_iv < (long long)o2c_trip;
		const long long o2c_at = (long long)(0) + o2c_iv;
		const o2c_elem o2c_from = o2c_at >= -(long long)(o2c_sbefore_prev / sizeof(o2c_elem)) && o2c_at < (long long)(o2c_safter_prev / sizeof(o2c_elem)) ? prev[o2c_at] : o2c_elem();
		const o2c_elem o2c_to = !o2c_in && o2c_at >= -(long long)(o2c_sbefore_next / sizeof(o2c_elem)) && o2c_at < (long long)(o2c_safter_next / sizeof(o2c_elem)) ? next[o2c_at] : o2c_elem();
		o2c_sb[0][threadIdx.x] = o2c_from;
		__syncthreads();
		const int o2c_lane = (int)threadIdx.x, o2c_ki = (int)o2c_k;
		const bool o2c_go = o2c_in && o2c_lane >= 1 && o2c_lane < o2c_bt - 1;
		for (int o2c_s = 0; o2c_s < o2c_ki; o2c_s++) {
			o2c_elem o2c_v = o2c_in ? o2c_sb[0][o2c_lane] : (o2c_s & 1) ? o2c_from : o2c_to;
			if (o2c_go) {
				decltype(o2c_steps_first) t = (int)((unsigned long long)(int)(o2c_steps_first) + o2c_s);
				[[maybe_unused]] int j = (int)o2c_at;
				const o2c_elem o2c_r0 = o2c_sb[0][o2c_lane + (-1)], o2c_r1 = o2c_sb[0][o2c_lane + (0)],
					       o2c_r2 = o2c_sb[0][o2c_lane + (1)];
				{
					int m = o2c_r1;
					if (j > 0 && o2c_r0 < m)
						m = o2c_r0;
					if (j < cols - 1 && o2c_r2 < m)
						m = o2c_r2;
					o2c_v = (wall[(long)t * cols + j] + m);
				}
			}
			if (ALL || o2c_go)
				o2c_sb[1][o2c_lane] = o2c_v;
			__syncthreads();
			if (ALL || o2c_go)
				o2c_sb[0][o2c_lane] = o2c_sb[1][o2c_lane];
			else if (!o2c_in)
				o2c_sb[0][o2c_lane] = o2c_v;
			__syncthreads();
		}
		if (o2c_in && threadIdx.x >= 1 * o2c_k && threadIdx.x < o2c_bt - 1 * o2c_k)
			next[o2c_at] = o2c_sb[0][threadIdx.x];
		__syncthreads();
	}
}

__global__ void twin(const int *__restrict__ wall, const int *__restrict__ src, int *__restrict__ dst, int cols,
		     int row0, int steps)
{
	__shared__ int prv[256];
	__shared__ int res[256];
	int tx = threadIdx.x, width = 256 - 2 * steps;
	long x = (long)blockIdx.x * width - steps + tx;
	bool inside = x >= 0 && x < cols;
	prv[tx] = inside ? src[x] : INT_MAX;
	__syncthreads();
	for (int s = 0; s < steps; s++) {
		int v = prv[tx];
		if (inside && tx > 0 && tx < 255) {
			int m = v;
			m = min(m, prv[tx - 1]);
			m = min(m, prv[tx + 1]);
			v = wall[(long)(row0 + s) * cols + x] + m;
		}
		res[tx] = v;
		__syncthreads();
		prv[tx] = res[tx];
		__syncthreads();
	}
	if (inside && tx >= steps && tx < 256 - steps)
		dst[x] = prv[tx];
}

typedef void (*Kern)(int, const int *, int *, const int *, int, unsigned long long, unsigned long long,
		     unsigned long long, unsigned long long, unsigned long long);

static int *run(Kern f, int K, int cols, int rows, const int *wall, int *buf[2], int sms)
{
	int cur = 0;
	unsigned long long big = 1ull << 40;
	for (int t = 1; t < rows;) {
		int k = std::min(K, rows - t);
		if (k % 2 == 0)
			k--;
		if (k < 1)
			k = 1;
		long long w = 256 - 2 * k, tiles = (cols + w - 1) / w, full = (long long)sms * 8;
		if (f)
			f<<<(unsigned)std::min(tiles, full), 256>>>(cols, buf[cur], buf[1 - cur], wall, t, k, 0, (unsigned long long)cols * 4,
								  0, (unsigned long long)cols * 4);
		else
			twin<<<(unsigned)tiles, 256>>>(wall, buf[cur], buf[1 - cur], cols, t, k);
		(void)big;
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
	struct V { Kern f; int K; const char *name; } vs[] = {
		{gen<false>, 1, "gen 1"}, {gen<false>, 15, "gen 15"}, {gen<true>, 15, "gen-pre 15"},
		{genpf<15, false>, 15, "gen-pf 15"}, {genpf<15, true>, 15, "gen-pf-pre 15"}, {genpf<31, false>, 31, "gen-pf 31"},
		{genpf<31, true>, 31, "gen-pf-pre 31"}, {gen<false>, 31, "gen 31"}, {nullptr, 15, "twin 15"}, {nullptr, 20, "twin 20"}};
	int nv = sizeof vs / sizeof vs[0], bad = 0;
	std::vector<std::vector<float>> ms(nv);
	cudaEvent_t e0, e1;
	cudaEventCreate(&e0);
	cudaEventCreate(&e1);
	for (int r = 0; r <= rounds; r++)
		for (int v = 0; v < nv; v++) {
			CK(cudaMemcpy(buf[0], hw.data(), cols * 4, cudaMemcpyHostToDevice));
			CK(cudaMemset(buf[1], 0, cols * 4));
			cudaEventRecord(e0);
			int *res = run(vs[v].f, vs[v].K, cols, rows, wall, buf, sms);
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
		printf("steps5 cols=%d rows=%d %-11s min %7.3f ms  median %7.3f ms\n", cols, rows, vs[v].name, ms[v][0],
		       ms[v][ms[v].size() / 2]);
	}
	return bad;
}
