/* Probe (stop 48's ludpanel.cu with two more forms at stop 56): lud's column panel, the suite's slowest kernel against its twin.
 * The OpenMP program (benchmarks/lud/lud.c) factors each block step's panel a[kb:n][kb:be] column by column,
 *   for k in [kb, be): for i in (k, n): l = a[i][k] / a[k][k]; a[i][k] = l; for j in (k, be): a[i][j] -= l * a[k][j]
 * a launch a column (omp2cuda runs them as one cooperative launch with a grid barrier between columns). Row i's values
 * at column k depend on its own and on row k's, and row k is final after column k - 1, so the panel is a recurrence
 * along each row over the diagonal block's rows: a block that factors the diagonal block a[kb:be][kb:be] itself, in
 * shared memory, can then run every column for rows of its own with no barrier of the grid. Forms, each timed with
 * events over every block step of an n x n matrix (the panel only; the rest of the factorization is not run), and each
 * result compared with the first form's, bit for bit (the same operations in the same order):
 *   columns   a launch a column, a thread a row (the program's kernels as separate launches)
 *   rows      one launch a block step: each block factors the diagonal block in shared memory (every block the
 *             same work), then a warp a row of its own below it, a lane a column, the pivot's multiplier by shuffle;
 *             block 0 writes the factored diagonal block to a scratch buffer (other blocks may still be reading the
 *             original from the matrix), which a second launch of one block copies into place
 *   lean      rows' form with the diagonal block factored in two barriers a column: the column's multipliers (a
 *             division a row), then the update of the rest (no division)
 *   twolaunch one block factors the diagonal block in place (as lean does), then a launch of every block runs the
 *             rows below it, a warp a row, reading the factored block (no block repeats the diagonal block)
 * Arguments: n (default 3072), rounds (default 5). Built with nvcc -O3 -arch=sm_90 --fmad=false: no multiply-add
 * contraction, which ptxas might apply to one form's code and not the other's, so that both round alike and the
 * bit-for-bit comparison holds. */
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>
#include <algorithm>
#include <cuda_runtime.h>

#define CK(x) do { cudaError_t e_ = (x); if (e_) { printf("%s: %s\n", #x, cudaGetErrorString(e_)); exit(1); } } while (0)
enum { BS = 32, WARPS = 8 };

__global__ void column(float *a, int n, int k, int be)
{
	int i = k + 1 + blockIdx.x * blockDim.x + threadIdx.x;
	if (i >= n)
		return;
	float l = a[(long)i * n + k] / a[(long)k * n + k];
	a[(long)i * n + k] = l;
	for (int j = k + 1; j < be; j++)
		a[(long)i * n + j] -= l * a[(long)k * n + j];
}

/* Rows be.. of the panel, a warp a row; every block first factors the diagonal block in shared memory. */
__global__ void rows(float *a, int n, int kb, int be, float *scratch)
{
	__shared__ float d[BS][BS + 1];
	const int w = BS * BS, m = be - kb, lane = threadIdx.x % 32, warp = threadIdx.x / 32;
	for (int e = threadIdx.x; e < w; e += blockDim.x) {
		int r = e / BS, c = e % BS;
		d[r][c] = r < m && c < m ? a[(long)(kb + r) * n + kb + c] : 0.0f;
	}
	__syncthreads();
	for (int k = 0; k < m; k++) { /* the diagonal block's own column steps, rows below k */
		for (int e = threadIdx.x; e < (m - k - 1) * BS; e += blockDim.x) {
			int r = k + 1 + e / BS, c = e % BS;
			if (c < k || c >= m)
				continue;
			float l = d[r][k] / d[k][k];
			/* every thread of row r computes l; only column k stores it, after the others read d[r][k] */
			if (c > k)
				d[r][c] -= l * d[k][c];
		}
		__syncthreads();
		for (int r = k + 1 + threadIdx.x; r < m; r += blockDim.x)
			d[r][k] = d[r][k] / d[k][k];
		__syncthreads();
	}
	if (blockIdx.x == 0)
		for (int e = threadIdx.x; e < w; e += blockDim.x)
			scratch[e] = d[e / BS][e % BS];
	for (long i = be + (long)(blockIdx.x * WARPS + warp); i < n; i += (long)gridDim.x * WARPS) {
		float v = lane < m ? a[i * n + kb + lane] : 0.0f;
		for (int k = 0; k < m; k++) {
			float l = __shfl_sync(0xffffffffu, v, k) / d[k][k];
			if (lane == k)
				v = l;
			else if (lane > k && lane < m)
				v -= l * d[k][lane];
		}
		if (lane < m)
			a[i * n + kb + lane] = v;
	}
}

/* The factored diagonal block into place, once every block of rows() has read the original. */
__global__ void store_diagonal(float *a, int n, int kb, int be, const float *scratch)
{
	const int m = be - kb;
	for (int e = threadIdx.x; e < BS * BS; e += blockDim.x) {
		int r = e / BS, c = e % BS;
		if (r < m && c < m)
			a[(long)(kb + r) * n + kb + c] = scratch[e];
	}
}

/* The diagonal block factored in shared memory d, two barriers a column. */
__device__ void factor_lean(float (*d)[BS + 1], int m)
{
	for (int k = 0; k < m; k++) {
		for (int r = k + 1 + threadIdx.x; r < m; r += blockDim.x)
			d[r][k] = d[r][k] / d[k][k];
		__syncthreads();
		const int w = m - k - 1;
		for (int e = threadIdx.x; e < w * w; e += blockDim.x) {
			int r = k + 1 + e / w, c = k + 1 + e % w;
			d[r][c] -= d[r][k] * d[k][c];
		}
		__syncthreads();
	}
}

__device__ void load_diag(float (*d)[BS + 1], const float *a, int n, int kb, int m)
{
	for (int e = threadIdx.x; e < BS * BS; e += blockDim.x) {
		int r = e / BS, c = e % BS;
		d[r][c] = r < m && c < m ? a[(long)(kb + r) * n + kb + c] : 0.0f;
	}
	__syncthreads();
}

__device__ void rows_below(float *a, int n, int kb, int be, float (*d)[BS + 1])
{
	const int m = be - kb, lane = threadIdx.x % 32, warp = threadIdx.x / 32, warps = blockDim.x / 32;
	for (long i = be + (long)(blockIdx.x * warps + warp); i < n; i += (long)gridDim.x * warps) {
		float v = lane < m ? a[i * n + kb + lane] : 0.0f;
		for (int k = 0; k < m; k++) {
			float l = __shfl_sync(0xffffffffu, v, k) / d[k][k];
			if (lane == k)
				v = l;
			else if (lane > k && lane < m)
				v -= l * d[k][lane];
		}
		if (lane < m)
			a[i * n + kb + lane] = v;
	}
}

__global__ void lean(float *a, int n, int kb, int be, float *scratch)
{
	__shared__ float d[BS][BS + 1];
	const int m = be - kb;
	load_diag(d, a, n, kb, m);
	factor_lean(d, m);
	if (blockIdx.x == 0)
		for (int e = threadIdx.x; e < BS * BS; e += blockDim.x)
			scratch[e] = d[e / BS][e % BS];
	rows_below(a, n, kb, be, d);
}

__global__ void diag_in_place(float *a, int n, int kb, int be)
{
	__shared__ float d[BS][BS + 1];
	const int m = be - kb;
	load_diag(d, a, n, kb, m);
	factor_lean(d, m);
	for (int e = threadIdx.x; e < BS * BS; e += blockDim.x) {
		int r = e / BS, c = e % BS;
		if (r < m && c < m)
			a[(long)(kb + r) * n + kb + c] = d[r][c];
	}
}

__global__ void below(float *a, int n, int kb, int be)
{
	__shared__ float d[BS][BS + 1];
	load_diag(d, a, n, kb, be - kb);
	rows_below(a, n, kb, be, d);
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
	float *a, *scratch;
	CK(cudaMalloc(&a, nn * 4));
	CK(cudaMalloc(&scratch, BS * BS * 4));
	cudaEvent_t e0, e1;
	cudaEventCreate(&e0);
	cudaEventCreate(&e1);
	const char *names[] = {"columns", "rows", "lean", "twolaunch"};
	for (int form = 0; form < 4; form++) {
		std::vector<float> ms;
		for (int r = 0; r <= rounds; r++) {
			CK(cudaMemcpy(a, a0.data(), nn * 4, cudaMemcpyHostToDevice));
			cudaEventRecord(e0);
			for (int kb = 0; kb < n; kb += BS) {
				int be = std::min(kb + BS, n);
				if (form == 0) {
					for (int k = kb; k < be; k++)
						column<<<(n - k - 1 + 255) / 256 > 0 ? (n - k - 1 + 255) / 256 : 1, 256>>>(a, n, k, be);
				} else if (form == 3) {
					int rowsleft = n - be, blocks = std::max(1, std::min(sms * 8, (rowsleft + WARPS - 1) / WARPS));
					diag_in_place<<<1, WARPS * 32>>>(a, n, kb, be);
					below<<<blocks, WARPS * 32>>>(a, n, kb, be);
				} else {
					int rowsleft = n - be, blocks = std::max(1, std::min(sms * 8, (rowsleft + WARPS - 1) / WARPS));
					if (form == 1)
						rows<<<blocks, WARPS * 32>>>(a, n, kb, be, scratch);
					else
						lean<<<blocks, WARPS * 32>>>(a, n, kb, be, scratch);
					store_diagonal<<<1, 256>>>(a, n, kb, be, scratch);
				}
			}
			cudaEventRecord(e1);
			CK(cudaEventSynchronize(e1));
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
		printf("n=%d %-8s min %.3f median %.3f ms (%d block steps)%s\n", n, names[form], ms.front(),
		       ms[ms.size() / 2], (n + BS - 1) / BS,
		       form ? (diff ? " DIFFERS from columns" : " bit for bit as columns") : "");
		if (form && diff)
			printf("  %ld elements differ\n", diff);
	}
	return 0;
}
