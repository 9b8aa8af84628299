/* srad_v2, CUDA twin of srad_v2.c: the same three steps per iteration. The ROI statistics are a
 * grid-stride reduction in double (warp shuffles, one atomicAdd per block); the coefficient
 * kernel stages a tile of J with a one-pixel halo in shared memory; the update kernel reads the
 * coefficients of its south and east neighbours through the read-only cache. The two sums come
 * back to the host each iteration, as the OpenMP reduction does. Same host buffers and
 * transfers as the OpenMP version (J in and out). */
#include <cuda_runtime.h>
#include <math.h>

#include "bench.h"

#define BX 32
#define BY 8
#define RED_BLOCK 256

#define LAMBDA 0.5f

static void
gen_image(float *img, long n)
{
	BenchRng r;
	long i;

	/* exp of a [0, 1) "grey level": a positive, speckled intensity as SRAD expects. */
	bench_rng_seed(&r, 404);
	for (i = 0; i < n; i++)
		img[i] = expf(bench_rng_float(&r));
}

__global__ void
roi_sums_kernel(const float *__restrict__ J, int cols, int r1, int c1, int roi_cols, long roi_n,
		double *__restrict__ sums)
{
	__shared__ double s_sum[RED_BLOCK / 32], s_sum2[RED_BLOCK / 32];
	double sum = 0, sum2 = 0;

	for (long k = (long)blockIdx.x * blockDim.x + threadIdx.x; k < roi_n;
	     k += (long)gridDim.x * blockDim.x) {
		long i = r1 + k / roi_cols, j = c1 + k % roi_cols;
		double v = J[i * cols + j];
		sum += v;
		sum2 += v * v;
	}
	for (int off = 16; off > 0; off /= 2) {
		sum += __shfl_down_sync(0xffffffffu, sum, off);
		sum2 += __shfl_down_sync(0xffffffffu, sum2, off);
	}
	int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
	if (lane == 0) {
		s_sum[warp] = sum;
		s_sum2[warp] = sum2;
	}
	__syncthreads();
	if (warp == 0) {
		sum = lane < RED_BLOCK / 32 ? s_sum[lane] : 0.0;
		sum2 = lane < RED_BLOCK / 32 ? s_sum2[lane] : 0.0;
		for (int off = 16; off > 0; off /= 2) {
			sum += __shfl_down_sync(0xffffffffu, sum, off);
			sum2 += __shfl_down_sync(0xffffffffu, sum2, off);
		}
		if (lane == 0) {
			atomicAdd(&sums[0], sum);
			atomicAdd(&sums[1], sum2);
		}
	}
}

__global__ void
coef_kernel(const float *__restrict__ J, float *__restrict__ c, float *__restrict__ dN,
	    float *__restrict__ dS, float *__restrict__ dW, float *__restrict__ dE, int rows,
	    int cols, float q0sqr)
{
	__shared__ float t[BY + 2][BX + 2];
	int r0 = blockIdx.y * BY, c0 = blockIdx.x * BX;
	int tx = threadIdx.x, ty = threadIdx.y;

	for (int k = ty * BX + tx; k < (BY + 2) * (BX + 2); k += BX * BY) {
		int lr = k / (BX + 2), lc = k % (BX + 2);
		int r = min(max(r0 + lr - 1, 0), rows - 1);
		int cc = min(max(c0 + lc - 1, 0), cols - 1);
		t[lr][lc] = J[(long)r * cols + cc];
	}
	__syncthreads();
	int i = r0 + ty, j = c0 + tx;
	if (i >= rows || j >= cols)
		return;
	long k = (long)i * cols + j;
	float jc = t[ty + 1][tx + 1];
	float n_ = t[ty][tx + 1] - jc, s_ = t[ty + 2][tx + 1] - jc;
	float w_ = t[ty + 1][tx] - jc, e_ = t[ty + 1][tx + 2] - jc;
	float g2 = (n_ * n_ + s_ * s_ + w_ * w_ + e_ * e_) / (jc * jc);
	float l = (n_ + s_ + w_ + e_) / jc;
	float num = 0.5f * g2 - 0.0625f * l * l;
	float den = 1.0f + 0.25f * l;
	float qsqr = num / (den * den);
	den = (qsqr - q0sqr) / (q0sqr * (1.0f + q0sqr));
	float cv = 1.0f / (1.0f + den);
	c[k] = fminf(fmaxf(cv, 0.0f), 1.0f);
	dN[k] = n_;
	dS[k] = s_;
	dW[k] = w_;
	dE[k] = e_;
}

__global__ void
update_kernel(float *__restrict__ J, const float *__restrict__ c, const float *__restrict__ dN,
	      const float *__restrict__ dS, const float *__restrict__ dW,
	      const float *__restrict__ dE, int rows, int cols)
{
	int i = blockIdx.y * BY + threadIdx.y, j = blockIdx.x * BX + threadIdx.x;

	if (i >= rows || j >= cols)
		return;
	long k = (long)i * cols + j;
	long ks = i < rows - 1 ? k + cols : k;
	long ke = j < cols - 1 ? k + 1 : k;
	float cc = c[k];
	float d = cc * dN[k] + c[ks] * dS[k] + cc * dW[k] + c[ke] * dE[k];
	J[k] = J[k] + 0.25f * LAMBDA * d;
}

static void
diffuse(float *J, int rows, int cols, int r1, int r2, int c1, int c2, int iters)
{
	size_t bytes = (size_t)rows * cols * sizeof(float);
	long roi_n = (long)(r2 - r1) * (c2 - c1);
	double roi = (double)roi_n, sums[2];
	float *d_J, *d_c, *d_dN, *d_dS, *d_dW, *d_dE;
	double *d_sums;
	dim3 block(BX, BY), grid((cols + BX - 1) / BX, (rows + BY - 1) / BY);
	int sms, red_blocks;

	CUDA_CHECK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0));
	red_blocks = (int)((roi_n + RED_BLOCK - 1) / RED_BLOCK);
	if (red_blocks > sms * 8)
		red_blocks = sms * 8;
	CUDA_CHECK(cudaMalloc((void **)&d_J, bytes));
	CUDA_CHECK(cudaMalloc((void **)&d_c, bytes));
	CUDA_CHECK(cudaMalloc((void **)&d_dN, bytes));
	CUDA_CHECK(cudaMalloc((void **)&d_dS, bytes));
	CUDA_CHECK(cudaMalloc((void **)&d_dW, bytes));
	CUDA_CHECK(cudaMalloc((void **)&d_dE, bytes));
	CUDA_CHECK(cudaMalloc((void **)&d_sums, 2 * sizeof(double)));
	CUDA_CHECK(cudaMemcpy(d_J, J, bytes, cudaMemcpyHostToDevice));
	for (int it = 0; it < iters; it++) {
		CUDA_CHECK(cudaMemsetAsync(d_sums, 0, 2 * sizeof(double)));
		roi_sums_kernel<<<red_blocks, RED_BLOCK>>>(d_J, cols, r1, c1, c2 - c1, roi_n,
							   d_sums);
		CUDA_CHECK_LAUNCH();
		CUDA_CHECK(cudaMemcpy(sums, d_sums, 2 * sizeof(double), cudaMemcpyDeviceToHost));
		double mean = sums[0] / roi;
		double var = sums[1] / roi - mean * mean;
		float q0sqr = (float)(var / (mean * mean));
		coef_kernel<<<grid, block>>>(d_J, d_c, d_dN, d_dS, d_dW, d_dE, rows, cols, q0sqr);
		CUDA_CHECK_LAUNCH();
		update_kernel<<<grid, block>>>(d_J, d_c, d_dN, d_dS, d_dW, d_dE, rows, cols);
		CUDA_CHECK_LAUNCH();
	}
	CUDA_CHECK(cudaMemcpy(J, d_J, bytes, cudaMemcpyDeviceToHost));
	CUDA_CHECK(cudaFree(d_J));
	CUDA_CHECK(cudaFree(d_c));
	CUDA_CHECK(cudaFree(d_dN));
	CUDA_CHECK(cudaFree(d_dS));
	CUDA_CHECK(cudaFree(d_dW));
	CUDA_CHECK(cudaFree(d_dE));
	CUDA_CHECK(cudaFree(d_sums));
}

static void
reference(float *J, int rows, int cols, int r1, int r2, int c1, int c2, int iters)
{
	long n = (long)rows * cols;
	float *c = (float *)bench_alloc((size_t)n * sizeof(float));
	float *d = (float *)bench_alloc((size_t)n * 4 * sizeof(float));
	double roi = (double)(r2 - r1) * (c2 - c1);
	int it, i, j;

	for (it = 0; it < iters; it++) {
		double sum = 0, sum2 = 0;
		for (i = r1; i < r2; i++) {
			for (j = c1; j < c2; j++) {
				double v = J[(long)i * cols + j];
				sum += v;
				sum2 += v * v;
			}
		}
		double mean = sum / roi;
		double var = sum2 / roi - mean * mean;
		float q0sqr = (float)(var / (mean * mean));
		for (i = 0; i < rows; i++) {
			for (j = 0; j < cols; j++) {
				long k = (long)i * cols + j;
				float jc = J[k];
				float n_ = J[i > 0 ? k - cols : k] - jc;
				float s_ = J[i < rows - 1 ? k + cols : k] - jc;
				float w_ = J[j > 0 ? k - 1 : k] - jc;
				float e_ = J[j < cols - 1 ? k + 1 : k] - jc;
				float g2 = (n_ * n_ + s_ * s_ + w_ * w_ + e_ * e_) / (jc * jc);
				float l = (n_ + s_ + w_ + e_) / jc;
				float num = 0.5f * g2 - 0.0625f * l * l;
				float den = 1.0f + 0.25f * l;
				float qsqr = num / (den * den);
				den = (qsqr - q0sqr) / (q0sqr * (1.0f + q0sqr));
				float cc = 1.0f / (1.0f + den);
				c[k] = cc < 0.0f ? 0.0f : (cc > 1.0f ? 1.0f : cc);
				d[4 * k] = n_;
				d[4 * k + 1] = s_;
				d[4 * k + 2] = w_;
				d[4 * k + 3] = e_;
			}
		}
		for (i = 0; i < rows; i++) {
			for (j = 0; j < cols; j++) {
				long k = (long)i * cols + j;
				long ks = i < rows - 1 ? k + cols : k;
				long ke = j < cols - 1 ? k + 1 : k;
				float dd = c[k] * d[4 * k] + c[ks] * d[4 * k + 1] + c[k] * d[4 * k + 2] +
					   c[ke] * d[4 * k + 3];
				J[k] = J[k] + 0.25f * LAMBDA * dd;
			}
		}
	}
	free(c);
	free(d);
}

int
main(int argc, char **argv)
{
	static const long small[] = {256, 256, 10}, large[] = {4096, 4096, 50};
	BenchSize size = bench_parse_size(argc, argv, 3, small, large, "<rows> <cols> <iters>");
	int rows = (int)size.v[0], cols = (int)size.v[1], iters = (int)size.v[2];
	int r1 = rows / 8, r2 = r1 + (rows + 3) / 4, c1 = cols / 8, c2 = c1 + (cols + 3) / 4;
	long n = (long)rows * cols, i, bad;
	float *J = (float *)bench_alloc((size_t)n * sizeof(float));
	float *ref = (float *)bench_alloc((size_t)n * sizeof(float));
	double t0, t1, sum = 0;

	gen_image(J, n);
	memcpy(ref, J, (size_t)n * sizeof(float));
	bench_cuda_warmup();

	t0 = bench_now_ms();
	diffuse(J, rows, cols, r1, r2, c1, c2, iters);
	t1 = bench_now_ms();

	if (!bench_ref_load("srad_v2", &size, "J", ref, sizeof *ref, n)) {
		reference(ref, rows, cols, r1, r2, c1, c2, iters);
		bench_ref_save("srad_v2", &size, "J", ref, sizeof *ref, n);
	}
	bad = bench_check_float("J", J, ref, NULL, n, 1e-3, 1e-4);
	for (i = 0; i < n; i++)
		sum += J[i];
	printf("srad_v2: %d x %d, %d iterations, mean intensity %.6f\n", rows, cols, iters,
	       sum / n);
	free(J);
	free(ref);
	return bench_finish("srad_v2", &size, bad == 0, t1 - t0);
}
