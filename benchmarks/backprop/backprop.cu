/* backprop, CUDA twin of backprop.c: the same training step. The forward kernel walks the
 * weight matrix in tiles of TILE rows: each tile is loaded into shared memory with coalesced
 * loads, each thread accumulates its row into H register sums, and the block reduces them (warp
 * shuffles, then one atomicAdd per hidden unit and block). The host reads the H sums back, does
 * the narrow output layer, sends the H error terms, and the update kernel walks the weights
 * element by element. Same host buffers and transfers as the OpenMP version. */
#include <cuda_runtime.h>
#include <math.h>

#include "bench.h"

#define TILE 256

#define H 16 /* hidden units */
#define ETA 0.3f
#define MOMENTUM 0.3f
#define TARGET 0.9f

typedef struct Net {
	int n; /* input units, without the bias */
	float *input; /* n + 1, input[0] = 1 is the bias */
	float *w; /* (n + 1) x (H + 1), column 0 unused: hidden[0] is the bias */
	float *oldw; /* previous changes of w */
	float hidden[H + 1];
	float hidden_delta[H + 1];
	float w_ho[H + 1]; /* hidden to output */
	float oldw_ho[H + 1];
	float output;
} Net;

static void
gen_net(Net *net, int n)
{
	long nw = (long)(n + 1) * (H + 1), k;
	float scale = sqrtf(3.0f / (float)(n + 1));
	BenchRng r;
	int j;

	net->n = n;
	net->input = (float *)bench_alloc((size_t)(n + 1) * sizeof(float));
	net->w = (float *)bench_alloc((size_t)nw * sizeof(float));
	net->oldw = (float *)bench_alloc((size_t)nw * sizeof(float));
	bench_rng_seed(&r, 606);
	net->input[0] = 1.0f;
	for (k = 1; k <= n; k++)
		net->input[k] = bench_rng_float(&r);
	for (k = 0; k < nw; k++) {
		net->w[k] = scale * bench_rng_range(&r, -1.0f, 1.0f);
		net->oldw[k] = 0.01f * scale * bench_rng_range(&r, -1.0f, 1.0f);
	}
	for (j = 0; j <= H; j++) {
		net->w_ho[j] = bench_rng_range(&r, -0.5f, 0.5f);
		net->oldw_ho[j] = 0.0f;
	}
}

static float
squash(float x)
{
	return 1.0f / (1.0f + expf(-x));
}

/* Host part between the two device passes: output unit, error terms, hidden-to-output weights. */
static void
output_and_errors(Net *net)
{
	float sum = 0, delta_o;
	int j;

	net->hidden[0] = 1.0f;
	for (j = 0; j <= H; j++)
		sum += net->w_ho[j] * net->hidden[j];
	net->output = squash(sum);
	delta_o = net->output * (1.0f - net->output) * (TARGET - net->output);
	net->hidden_delta[0] = 0.0f;
	for (j = 1; j <= H; j++) {
		float h = net->hidden[j];
		net->hidden_delta[j] = h * (1.0f - h) * delta_o * net->w_ho[j];
	}
	for (j = 0; j <= H; j++) {
		float dw = ETA * delta_o * net->hidden[j] + MOMENTUM * net->oldw_ho[j];
		net->w_ho[j] += dw;
		net->oldw_ho[j] = dw;
	}
}

__global__ void
forward_kernel(const float *__restrict__ w, const float *__restrict__ input, int n,
	       float *__restrict__ sums)
{
	__shared__ float s_w[TILE * (H + 1)];
	__shared__ float part[TILE / 32][H];
	float acc[H];

	for (int j = 0; j < H; j++)
		acc[j] = 0.0f;
	for (long row0 = (long)blockIdx.x * TILE; row0 <= n; row0 += (long)gridDim.x * TILE) {
		long rows = (long)n + 1 - row0 < TILE ? (long)n + 1 - row0 : TILE;
		const float *src = w + row0 * (H + 1);
		__syncthreads();
		for (int k = threadIdx.x; k < rows * (H + 1); k += TILE)
			s_w[k] = src[k];
		__syncthreads();
		if (threadIdx.x < rows) {
			float x = input[row0 + threadIdx.x];
			const float *r = s_w + threadIdx.x * (H + 1) + 1;
#pragma unroll
			for (int j = 0; j < H; j++)
				acc[j] += r[j] * x;
		}
	}
	int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
#pragma unroll
	for (int j = 0; j < H; j++) {
		for (int off = 16; off > 0; off /= 2)
			acc[j] += __shfl_down_sync(0xffffffffu, acc[j], off);
		if (lane == 0)
			part[warp][j] = acc[j];
	}
	__syncthreads();
	if (threadIdx.x < H) {
		float s = 0.0f;
		for (int p = 0; p < TILE / 32; p++)
			s += part[p][threadIdx.x];
		atomicAdd(&sums[threadIdx.x + 1], s);
	}
}

__global__ void
adjust_kernel(float *__restrict__ w, float *__restrict__ oldw, const float *__restrict__ input,
	      const float *__restrict__ delta, long nw)
{
	for (long k = (long)blockIdx.x * blockDim.x + threadIdx.x; k < nw;
	     k += (long)gridDim.x * blockDim.x) {
		int j = (int)(k % (H + 1));
		if (j == 0)
			continue;
		float dw = ETA * delta[j] * input[k / (H + 1)] + MOMENTUM * oldw[k];
		w[k] += dw;
		oldw[k] = dw;
	}
}

static void
train_step(Net *net)
{
	int n = net->n, sms, blocks;
	long nw = (long)(n + 1) * (H + 1);
	size_t wbytes = (size_t)nw * sizeof(float);
	float *d_input, *d_w, *d_oldw, *d_sums, *d_delta, sums[H + 1];

	CUDA_CHECK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0));
	CUDA_CHECK(cudaMalloc((void **)&d_input, (size_t)(n + 1) * sizeof(float)));
	CUDA_CHECK(cudaMalloc((void **)&d_w, wbytes));
	CUDA_CHECK(cudaMalloc((void **)&d_oldw, wbytes));
	CUDA_CHECK(cudaMalloc((void **)&d_sums, (H + 1) * sizeof(float)));
	CUDA_CHECK(cudaMalloc((void **)&d_delta, (H + 1) * sizeof(float)));
	CUDA_CHECK(cudaMemcpy(d_input, net->input, (size_t)(n + 1) * sizeof(float),
			      cudaMemcpyHostToDevice));
	CUDA_CHECK(cudaMemcpy(d_w, net->w, wbytes, cudaMemcpyHostToDevice));
	CUDA_CHECK(cudaMemcpy(d_oldw, net->oldw, wbytes, cudaMemcpyHostToDevice));

	CUDA_CHECK(cudaMemsetAsync(d_sums, 0, (H + 1) * sizeof(float)));
	blocks = (n + TILE) / TILE;
	if (blocks > sms * 4)
		blocks = sms * 4;
	forward_kernel<<<blocks, TILE>>>(d_w, d_input, n, d_sums);
	CUDA_CHECK_LAUNCH();
	CUDA_CHECK(cudaMemcpy(sums, d_sums, (H + 1) * sizeof(float), cudaMemcpyDeviceToHost));
	for (int j = 1; j <= H; j++)
		net->hidden[j] = squash(sums[j]);

	output_and_errors(net);

	CUDA_CHECK(cudaMemcpy(d_delta, net->hidden_delta, (H + 1) * sizeof(float),
			      cudaMemcpyHostToDevice));
	adjust_kernel<<<sms * 16, 256>>>(d_w, d_oldw, d_input, d_delta, nw);
	CUDA_CHECK_LAUNCH();
	CUDA_CHECK(cudaMemcpy(net->w, d_w, wbytes, cudaMemcpyDeviceToHost));
	CUDA_CHECK(cudaMemcpy(net->oldw, d_oldw, wbytes, cudaMemcpyDeviceToHost));
	CUDA_CHECK(cudaFree(d_input));
	CUDA_CHECK(cudaFree(d_w));
	CUDA_CHECK(cudaFree(d_oldw));
	CUDA_CHECK(cudaFree(d_sums));
	CUDA_CHECK(cudaFree(d_delta));
}

static void
reference_step(Net *net)
{
	int n = net->n, i, j;

	for (j = 1; j <= H; j++) {
		double sum = 0;
		for (i = 0; i <= n; i++)
			sum += (double)net->w[(long)i * (H + 1) + j] * net->input[i];
		net->hidden[j] = squash((float)sum);
	}
	output_and_errors(net);
	for (i = 0; i <= n; i++) {
		for (j = 1; j <= H; j++) {
			long k = (long)i * (H + 1) + j;
			float dw = ETA * net->hidden_delta[j] * net->input[i] + MOMENTUM * net->oldw[k];
			net->w[k] += dw;
			net->oldw[k] = dw;
		}
	}
}

int
main(int argc, char **argv)
{
	static const long small[] = {65536}, large[] = {4194304};
	BenchSize size = bench_parse_size(argc, argv, 1, small, large, "<inputs>");
	int n = (int)size.v[0];
	long nw = (long)(n + 1) * (H + 1), bad;
	Net net, ref;
	double t0, t1;

	gen_net(&net, n);
	gen_net(&ref, n);
	bench_cuda_warmup();

	t0 = bench_now_ms();
	train_step(&net);
	t1 = bench_now_ms();

	reference_step(&ref);
	bench_ref_computed();
	bad = bench_check_float("hidden", net.hidden, ref.hidden, NULL, H + 1, 1e-4, 1e-5);
	bad += bench_check_float("w", net.w, ref.w, NULL, nw, 1e-4, 1e-6);
	bad += bench_check_float("oldw", net.oldw, ref.oldw, NULL, nw, 1e-3, 1e-6);
	bad += bench_check_float("w_ho", net.w_ho, ref.w_ho, NULL, H + 1, 1e-4, 1e-6);
	printf("backprop: %d inputs, %d hidden, output %.6f\n", n, H, net.output);
	free(net.input);
	free(net.w);
	free(net.oldw);
	free(ref.input);
	free(ref.w);
	free(ref.oldw);
	return bench_finish("backprop", &size, bad == 0, t1 - t0);
}
