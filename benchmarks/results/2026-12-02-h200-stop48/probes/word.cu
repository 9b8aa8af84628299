/* Probe (stop 48): what a launch's completion word costs, and where.  gaussian's two kernels (the multipliers
 * column, then the update of the trailing submatrix as omp2cuda's narrow grid-stride kernel) launched for every
 * pivot t, 2 x (n - 1) launches an elimination, alternating as the benchmark's two regions do, each scheme in a
 * process of its own (argument 3) so that a kernel-time ledger (the referee) sees one scheme:
 *   0 none      no word
 *   1 count     omp2cuda's o2c_kernel_count: a barrier, each block's thread 0 adds to a device counter, the
 *               last block resets it and writes the launch's number into page-locked host memory
 *   2 countdev  the same, the last block writing device memory (the bus write left out)
 *   3 start     block 0's thread 0 writes the number into host memory as the kernel starts
 *   4 stream    cuStreamWriteValue32 of the number into host memory between launches
 *   5 end0      block 0's thread 0 writes the number into host memory as it ends (no barrier, no counter)
 * Events time each elimination (launch rate and all); the result is compared with scheme 0's, bit for bit. */
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <algorithm>
#include <cuda.h>
#include <cuda_runtime.h>

#define CK(x) do { cudaError_t e_ = (x); if (e_) { printf("%s: %s\n", #x, cudaGetErrorString(e_)); exit(1); } } while (0)

struct Done {
	volatile unsigned *host; /* host word's device address, or a device word */
	unsigned id;
	int scheme;
};

__device__ unsigned blocks_done;

static __device__ __noinline__ void count(const Done d)
{
	asm volatile("barrier.sync 0;" ::: "memory");
	if (threadIdx.x == 0 && threadIdx.y == 0) {
		unsigned nb = gridDim.x * gridDim.y;
		if (atomicAdd(&blocks_done, 1u) == nb - 1) {
			blocks_done = 0;
			*d.host = d.id;
		}
	}
}

static __device__ __forceinline__ void at_start(const Done d)
{
	if (d.scheme == 3 && blockIdx.x == 0 && threadIdx.x == 0)
		*d.host = d.id;
}

static __device__ __forceinline__ void at_end(const Done d)
{
	if (d.scheme == 1 || d.scheme == 2)
		count(d);
	else if (d.scheme == 5 && blockIdx.x == 0 && threadIdx.x == 0)
		*d.host = d.id;
}

__global__ void mult(int t, int n, float *__restrict__ m, const float *__restrict__ a, Done d)
{
	at_start(d);
	for (unsigned iv = blockIdx.x * blockDim.x + threadIdx.x; iv < (unsigned)(n - t - 1); iv += gridDim.x * blockDim.x) {
		int i = t + 1 + (int)iv;
		m[(long)i * n + t] = a[(long)i * n + t] / a[(long)t * n + t];
	}
	at_end(d);
}

__global__ void update(int t, int n, const float *__restrict__ m, float *__restrict__ a, float *__restrict__ b, Done d)
{
	at_start(d);
	const unsigned n1 = n - t, trip = (n - t - 1) * n1;
	for (unsigned iv = blockIdx.x * blockDim.x + threadIdx.x; iv < trip; iv += gridDim.x * blockDim.x) {
		unsigned q = iv / n1;
		int j = t + (int)(iv - q * n1);
		int i = t + 1 + (int)q;
		float mi = m[(long)i * n + t];
		a[(long)i * n + j] -= mi * a[(long)t * n + j];
		if (j == t)
			b[i] -= mi * b[t];
	}
	at_end(d);
}

int main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 2048, rounds = argc > 2 ? atoi(argv[2]) : 3;
	int scheme = argc > 3 ? atoi(argv[3]) : 0, sms;
	CK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0));
	size_t nn = (size_t)n * n;
	std::vector<float> a0(nn), b0(n), out(nn), ref(nn);
	srand(505);
	for (size_t k = 0; k < nn; k++)
		a0[k] = (float)rand() / RAND_MAX * 2 - 1;
	for (int i = 0; i < n; i++) {
		a0[(size_t)i * n + i] = (float)n;
		b0[i] = (float)rand() / RAND_MAX;
	}
	float *a, *b, *m;
	unsigned *hword, *dword, *hdev;
	CK(cudaMalloc(&a, nn * 4));
	CK(cudaMalloc(&b, n * 4));
	CK(cudaMalloc(&m, nn * 4));
	CK(cudaMalloc(&dword, 4));
	CK(cudaHostAlloc(&hword, 4, cudaHostAllocMapped | cudaHostAllocPortable));
	CK(cudaHostGetDevicePointer((void **)&hdev, hword, 0));
	*hword = 0;
	cudaEvent_t e0, e1;
	cudaEventCreate(&e0);
	cudaEventCreate(&e1);
	unsigned id = 0, full = sms * 2048 / 256;
	std::vector<float> ms;
	for (int r = 0; r <= rounds; r++) {
		CK(cudaMemcpy(a, a0.data(), nn * 4, cudaMemcpyHostToDevice));
		CK(cudaMemcpy(b, b0.data(), n * 4, cudaMemcpyHostToDevice));
		cudaEventRecord(e0);
		for (int t = 0; t < n - 1; t++) {
			unsigned n0 = n - t - 1, trip = n0 * (n - t);
			Done d = {scheme == 2 ? dword : hdev, ++id, scheme};
			mult<<<std::max(1u, std::min((n0 + 255) / 256, full)), 256>>>(t, n, m, a, d);
			if (scheme == 4)
				cuStreamWriteValue32(0, (CUdeviceptr)hdev, id, CU_STREAM_WRITE_VALUE_DEFAULT);
			d.id = ++id;
			update<<<std::max(1u, std::min((trip + 255) / 256, full)), 256>>>(t, n, m, a, b, d);
			if (scheme == 4)
				cuStreamWriteValue32(0, (CUdeviceptr)hdev, id, CU_STREAM_WRITE_VALUE_DEFAULT);
		}
		cudaEventRecord(e1);
		CK(cudaEventSynchronize(e1));
		float t_ms;
		cudaEventElapsedTime(&t_ms, e0, e1);
		if (r > 0)
			ms.push_back(t_ms);
	}
	CK(cudaMemcpy(out.data(), a, nn * 4, cudaMemcpyDeviceToHost));
	std::sort(ms.begin(), ms.end());
	unsigned long long sum = 0;
	for (size_t k = 0; k < nn; k++) {
		unsigned u;
		memcpy(&u, &out[k], 4);
		sum = sum * 31 + u;
	}
	printf("n=%d scheme=%d word=%u (of %u) events: min %.3f median %.3f ms an elimination; result hash %llx\n", n, scheme,
	       scheme == 2 ? 0u : *hword, id, ms.front(), ms[ms.size() / 2], sum);
	return 0;
}
