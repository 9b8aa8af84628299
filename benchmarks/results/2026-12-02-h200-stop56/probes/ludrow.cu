/* Probe (stop 56): lud's row panel, the forward substitution a[kb:be][be:n] with the panel's unit lower triangle,
 *   for j in [be, n): for i in (kb, be): s = a[i][j]; for k in [kb, i): s -= a[i][k] * a[k][j]; a[i][j] = s
 * a thread per column j. Forms, each timed with events over every block step of an n x n matrix (the row panel
 * only), each result compared bit for bit with the first's:
 *   global256  a thread a column, blocks of 256, the column read and written in global memory (omp2cuda today)
 *   global32   the same, blocks of 32 (every multiprocessor gets a warp)
 *   staged     a thread a column, blocks of B: the block copies its columns' m x B elements a[kb:be][j0:j0+B] into
 *              shared memory (coalesced rows), each thread runs its column there, and the block writes them back
 * Arguments: n (default 3072), rounds (default 5). nvcc -O3 -arch=sm_90 --fmad=false. */
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>
#include <algorithm>
#include <cuda_runtime.h>

#define CK(x) do { cudaError_t e_ = (x); if (e_) { printf("%s: %s\n", #x, cudaGetErrorString(e_)); exit(1); } } while (0)
enum { BS = 32 };

__global__ void global_form(float *__restrict__ a, int n, int kb, int be)
{
	for (int j = be + blockIdx.x * blockDim.x + threadIdx.x; j < n; j += gridDim.x * blockDim.x)
		for (int i = kb + 1; i < be; i++) {
			float s = a[(long)i * n + j];
			for (int k = kb; k < i; k++)
				s -= a[(long)i * n + k] * a[(long)k * n + j];
			a[(long)i * n + j] = s;
		}
}

template <int B> __global__ void staged_form(float *__restrict__ a, int n, int kb, int be)
{
	__shared__ float c[BS][B];
	const int m = be - kb, t = threadIdx.x;
	for (int j0 = be + blockIdx.x * B; j0 < n; j0 += gridDim.x * B) {
		int j = j0 + t;
		__syncthreads();
		for (int r = 0; r < m; r++)
			if (j < n)
				c[r][t] = a[(long)(kb + r) * n + j];
		if (j < n)
			for (int i = kb + 1; i < be; i++) {
				float s = c[i - kb][t];
				for (int k = kb; k < i; k++)
					s -= a[(long)i * n + k] * c[k - kb][t];
				c[i - kb][t] = s;
			}
		for (int r = 1; r < m; r++)
			if (j < n)
				a[(long)(kb + r) * n + j] = c[r][t];
	}
}

int main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 3072, rounds = argc > 2 ? atoi(argv[2]) : 5, sms;
	CK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0));
	size_t nn = (size_t)n * n;
	std::vector<float> a0(nn), ref(nn), out(nn);
	srand(809);
	for (size_t e = 0; e < nn; e++)
		a0[e] = (float)rand() / RAND_MAX * 0.2f - 0.1f;
	float *a;
	CK(cudaMalloc(&a, nn * 4));
	cudaEvent_t e0, e1;
	cudaEventCreate(&e0);
	cudaEventCreate(&e1);
	const char *names[] = {"global256", "global32", "staged32", "staged64", "staged128"};
	for (int form = 0; form < 5; form++) {
		std::vector<float> ms;
		for (int r = 0; r <= rounds; r++) {
			CK(cudaMemcpy(a, a0.data(), nn * 4, cudaMemcpyHostToDevice));
			cudaEventRecord(e0);
			for (int kb = 0; kb < n; kb += BS) {
				int be = std::min(kb + BS, n), cols = n - be;
				if (cols <= 0)
					continue;
				switch (form) {
				case 0: global_form<<<(cols + 255) / 256, 256>>>(a, n, kb, be); break;
				case 1: global_form<<<(cols + 31) / 32, 32>>>(a, n, kb, be); break;
				case 2: staged_form<32><<<(cols + 31) / 32, 32>>>(a, n, kb, be); break;
				case 3: staged_form<64><<<(cols + 63) / 64, 64>>>(a, n, kb, be); break;
				case 4: staged_form<128><<<(cols + 127) / 128, 128>>>(a, n, kb, be); break;
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
		printf("n=%d %-9s min %.3f median %.3f ms (%d block steps)%s\n", n, names[form], ms.front(),
		       ms[ms.size() / 2], (n + BS - 1) / BS, form ? (diff ? " DIFFERS" : " bit for bit") : "");
	}
	return 0;
}
