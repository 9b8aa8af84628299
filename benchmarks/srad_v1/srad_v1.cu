/* srad_v1, CUDA twin of srad_v1.c: the same extract, iterate, compress sequence. The image
 * statistics are a grid-stride reduction in double (warp shuffles, one atomicAdd per block and
 * sum) whose two sums come back to the host each iteration, as the OpenMP reduction's do; the
 * two per-pixel kernels run on 32 x 8 blocks with x along the row, reading neighbours through
 * the index arrays and the read-only cache. Same host buffers and transfers as the OpenMP version
 * (image and index arrays in, image out). */
#include <cuda_runtime.h>
#include <math.h>

#include "bench.h"

#define BX 32
#define BY 8
#define RED_BLOCK 256

#define LAMBDA 0.5f

typedef struct Work {
	int *iN, *iS, *jW, *jE;
} Work;

/* A smooth scene times exponential-like speckle, in [0, 255]. */
static void
gen_image(float *img, int rows, int cols)
{
	BenchRng r;
	int i, j;

	bench_rng_seed(&r, 1212);
	for (i = 0; i < rows; i++) {
		for (j = 0; j < cols; j++) {
			float scene = 100.0f + 60.0f * sinf(i * 0.02f) * cosf(j * 0.013f);
			float speckle = -logf(1.0f - 0.9f * bench_rng_float(&r));
			float v = scene * (0.5f + 0.5f * speckle);
			img[(long)i * cols + j] = v < 255.0f ? v : 255.0f;
		}
	}
}

__global__ void
extract_kernel(const float *__restrict__ img, float *__restrict__ J, long n)
{
	for (long k = (long)blockIdx.x * blockDim.x + threadIdx.x; k < n;
	     k += (long)gridDim.x * blockDim.x)
		J[k] = expf(img[k] / 255.0f);
}

__global__ void
compress_kernel(const float *__restrict__ J, float *__restrict__ img, long n)
{
	for (long k = (long)blockIdx.x * blockDim.x + threadIdx.x; k < n;
	     k += (long)gridDim.x * blockDim.x)
		img[k] = logf(J[k]) * 255.0f;
}

__global__ void
sums_kernel(const float *__restrict__ J, long n, double *__restrict__ sums)
{
	__shared__ double s_sum[RED_BLOCK / 32], s_sum2[RED_BLOCK / 32];
	double sum = 0, sum2 = 0;

	for (long k = (long)blockIdx.x * blockDim.x + threadIdx.x; k < n;
	     k += (long)gridDim.x * blockDim.x) {
		double v = J[k];
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
coef_kernel(const float *__restrict__ J, const int *__restrict__ iN, const int *__restrict__ iS,
	    const int *__restrict__ jW, const int *__restrict__ jE, float *__restrict__ c,
	    float *__restrict__ dN, float *__restrict__ dS, float *__restrict__ dW,
	    float *__restrict__ dE, int rows, int cols, float q0sqr)
{
	int i = blockIdx.y * BY + threadIdx.y, j = blockIdx.x * BX + threadIdx.x;

	if (i >= rows || j >= cols)
		return;
	long k = (long)i * cols + j;
	float jc = J[k];
	float n_ = J[(long)iN[i] * cols + j] - jc;
	float s_ = J[(long)iS[i] * cols + j] - jc;
	float w_ = J[(long)i * cols + jW[j]] - jc;
	float e_ = J[(long)i * cols + jE[j]] - jc;
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
update_kernel(float *__restrict__ J, const int *__restrict__ iS, const int *__restrict__ jE,
	      const float *__restrict__ c, const float *__restrict__ dN,
	      const float *__restrict__ dS, const float *__restrict__ dW,
	      const float *__restrict__ dE, int rows, int cols)
{
	int i = blockIdx.y * BY + threadIdx.y, j = blockIdx.x * BX + threadIdx.x;

	if (i >= rows || j >= cols)
		return;
	long k = (long)i * cols + j;
	float cc = c[k];
	float cs = c[(long)iS[i] * cols + j];
	float ce = c[(long)i * cols + jE[j]];
	float d = cc * dN[k] + cs * dS[k] + cc * dW[k] + ce * dE[k];
	J[k] = J[k] + 0.25f * LAMBDA * d;
}

static void
diffuse(float *img, int rows, int cols, int iters, Work *w)
{
	long n = (long)rows * cols;
	size_t bytes = (size_t)n * sizeof(float);
	float *d_img, *d_J, *d_c, *d_dN, *d_dS, *d_dW, *d_dE;
	int *d_iN, *d_iS, *d_jW, *d_jE, sms, blocks;
	double *d_sums, sums[2];
	dim3 block(BX, BY), grid((cols + BX - 1) / BX, (rows + BY - 1) / BY);

	for (int i = 0; i < rows; i++) {
		w->iN[i] = i > 0 ? i - 1 : 0;
		w->iS[i] = i < rows - 1 ? i + 1 : rows - 1;
	}
	for (int j = 0; j < cols; j++) {
		w->jW[j] = j > 0 ? j - 1 : 0;
		w->jE[j] = j < cols - 1 ? j + 1 : cols - 1;
	}
	CUDA_CHECK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0));
	blocks = (int)((n + RED_BLOCK - 1) / RED_BLOCK);
	if (blocks > sms * 8)
		blocks = sms * 8;
	CUDA_CHECK(cudaMalloc((void **)&d_img, bytes));
	CUDA_CHECK(cudaMalloc((void **)&d_J, bytes));
	CUDA_CHECK(cudaMalloc((void **)&d_c, bytes));
	CUDA_CHECK(cudaMalloc((void **)&d_dN, bytes));
	CUDA_CHECK(cudaMalloc((void **)&d_dS, bytes));
	CUDA_CHECK(cudaMalloc((void **)&d_dW, bytes));
	CUDA_CHECK(cudaMalloc((void **)&d_dE, bytes));
	CUDA_CHECK(cudaMalloc((void **)&d_iN, (size_t)rows * sizeof(int)));
	CUDA_CHECK(cudaMalloc((void **)&d_iS, (size_t)rows * sizeof(int)));
	CUDA_CHECK(cudaMalloc((void **)&d_jW, (size_t)cols * sizeof(int)));
	CUDA_CHECK(cudaMalloc((void **)&d_jE, (size_t)cols * sizeof(int)));
	CUDA_CHECK(cudaMalloc((void **)&d_sums, 2 * sizeof(double)));
	CUDA_CHECK(cudaMemcpy(d_img, img, bytes, cudaMemcpyHostToDevice));
	CUDA_CHECK(cudaMemcpy(d_iN, w->iN, (size_t)rows * sizeof(int), cudaMemcpyHostToDevice));
	CUDA_CHECK(cudaMemcpy(d_iS, w->iS, (size_t)rows * sizeof(int), cudaMemcpyHostToDevice));
	CUDA_CHECK(cudaMemcpy(d_jW, w->jW, (size_t)cols * sizeof(int), cudaMemcpyHostToDevice));
	CUDA_CHECK(cudaMemcpy(d_jE, w->jE, (size_t)cols * sizeof(int), cudaMemcpyHostToDevice));

	extract_kernel<<<blocks, RED_BLOCK>>>(d_img, d_J, n);
	CUDA_CHECK_LAUNCH();
	for (int it = 0; it < iters; it++) {
		CUDA_CHECK(cudaMemsetAsync(d_sums, 0, 2 * sizeof(double)));
		sums_kernel<<<blocks, RED_BLOCK>>>(d_J, n, d_sums);
		CUDA_CHECK_LAUNCH();
		CUDA_CHECK(cudaMemcpy(sums, d_sums, 2 * sizeof(double), cudaMemcpyDeviceToHost));
		double mean = sums[0] / n;
		double var = sums[1] / n - mean * mean;
		float q0sqr = (float)(var / (mean * mean));
		coef_kernel<<<grid, block>>>(d_J, d_iN, d_iS, d_jW, d_jE, d_c, d_dN, d_dS, d_dW, d_dE,
					     rows, cols, q0sqr);
		CUDA_CHECK_LAUNCH();
		update_kernel<<<grid, block>>>(d_J, d_iS, d_jE, d_c, d_dN, d_dS, d_dW, d_dE, rows,
					       cols);
		CUDA_CHECK_LAUNCH();
	}
	compress_kernel<<<blocks, RED_BLOCK>>>(d_J, d_img, n);
	CUDA_CHECK_LAUNCH();
	CUDA_CHECK(cudaMemcpy(img, d_img, bytes, cudaMemcpyDeviceToHost));
	CUDA_CHECK(cudaFree(d_img));
	CUDA_CHECK(cudaFree(d_J));
	CUDA_CHECK(cudaFree(d_c));
	CUDA_CHECK(cudaFree(d_dN));
	CUDA_CHECK(cudaFree(d_dS));
	CUDA_CHECK(cudaFree(d_dW));
	CUDA_CHECK(cudaFree(d_dE));
	CUDA_CHECK(cudaFree(d_iN));
	CUDA_CHECK(cudaFree(d_iS));
	CUDA_CHECK(cudaFree(d_jW));
	CUDA_CHECK(cudaFree(d_jE));
	CUDA_CHECK(cudaFree(d_sums));
}

static void
reference(float *img, int rows, int cols, int iters)
{
	long n = (long)rows * cols, k;
	float *J = (float *)bench_alloc((size_t)n * sizeof(float));
	float *c = (float *)bench_alloc((size_t)n * sizeof(float));
	float *d = (float *)bench_alloc((size_t)n * 4 * sizeof(float));
	int it, i, j;

	for (k = 0; k < n; k++)
		J[k] = expf(img[k] / 255.0f);
	for (it = 0; it < iters; it++) {
		double sum = 0, sum2 = 0;
		for (k = 0; k < n; k++) {
			sum += J[k];
			sum2 += (double)J[k] * J[k];
		}
		double mean = sum / n;
		double var = sum2 / n - mean * mean;
		float q0sqr = (float)(var / (mean * mean));
		for (i = 0; i < rows; i++) {
			for (j = 0; j < cols; j++) {
				k = (long)i * cols + j;
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
				k = (long)i * cols + j;
				float cs = c[i < rows - 1 ? k + cols : k];
				float ce = c[j < cols - 1 ? k + 1 : k];
				float dd = c[k] * d[4 * k] + cs * d[4 * k + 1] + c[k] * d[4 * k + 2] +
					   ce * d[4 * k + 3];
				J[k] = J[k] + 0.25f * LAMBDA * dd;
			}
		}
	}
	for (k = 0; k < n; k++)
		img[k] = logf(J[k]) * 255.0f;
	free(J);
	free(c);
	free(d);
}

int
main(int argc, char **argv)
{
	static const long small[] = {256, 256, 20}, large[] = {2048, 2048, 200};
	BenchSize size = bench_parse_size(argc, argv, 3, small, large, "<rows> <cols> <iters>");
	int rows = (int)size.v[0], cols = (int)size.v[1], iters = (int)size.v[2];
	long n = (long)rows * cols, i, bad;
	float *img = (float *)bench_alloc((size_t)n * sizeof(float));
	float *ref = (float *)bench_alloc((size_t)n * sizeof(float));
	Work w;
	double t0, t1, sum = 0;

	w.iN = (int *)bench_alloc((size_t)rows * sizeof(int));
	w.iS = (int *)bench_alloc((size_t)rows * sizeof(int));
	w.jW = (int *)bench_alloc((size_t)cols * sizeof(int));
	w.jE = (int *)bench_alloc((size_t)cols * sizeof(int));
	gen_image(img, rows, cols);
	memcpy(ref, img, (size_t)n * sizeof(float));
	bench_cuda_warmup();

	t0 = bench_now_ms();
	diffuse(img, rows, cols, iters, &w);
	t1 = bench_now_ms();

	if (!bench_ref_load("srad_v1", &size, "image", ref, sizeof *ref, n)) {
		reference(ref, rows, cols, iters);
		bench_ref_save("srad_v1", &size, "image", ref, sizeof *ref, n);
	}
	bad = bench_check_float("image", img, ref, NULL, n, 1e-3, 1e-2);
	for (i = 0; i < n; i++)
		sum += img[i];
	printf("srad_v1: %d x %d, %d iterations, mean grey level %.4f\n", rows, cols, iters,
	       sum / n);
	free(img);
	free(ref);
	free(w.iN);
	free(w.iS);
	free(w.jW);
	free(w.jE);
	return bench_finish("srad_v1", &size, bad == 0, t1 - t0);
}
