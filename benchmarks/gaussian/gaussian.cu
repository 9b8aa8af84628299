/* gaussian, CUDA twin of gaussian.c: the same two launches per pivot. The multiplier kernel
 * runs one thread per row below the pivot; the update kernel covers the trailing submatrix with
 * 32 x 8 blocks, x along the row so that loads and stores of a row are coalesced, and the thread
 * of the pivot column also updates b. Same host buffers and transfers as the OpenMP version (A
 * and b in and out, the multipliers on the device only). */
#include <cuda_runtime.h>

#include "bench.h"

#define BX 32
#define BY 8

#define REF_MAX_N 2048

static void
gen_system(float *a, float *x_true, float *b, int n)
{
	BenchRng r;
	int i, j;

	bench_rng_seed(&r, 505);
	for (i = 0; i < n; i++) {
		for (j = 0; j < n; j++)
			a[(long)i * n + j] = bench_rng_range(&r, -1.0f, 1.0f);
		a[(long)i * n + i] = (float)n;
		x_true[i] = bench_rng_range(&r, -1.0f, 1.0f);
	}
	for (i = 0; i < n; i++) {
		double s = 0;
		for (j = 0; j < n; j++)
			s += (double)a[(long)i * n + j] * x_true[j];
		b[i] = (float)s;
	}
}

__global__ void
multipliers_kernel(const float *__restrict__ a, float *__restrict__ m, int n, int t)
{
	int i = t + 1 + blockIdx.x * blockDim.x + threadIdx.x;

	if (i < n)
		m[(long)i * n + t] = a[(long)i * n + t] / a[(long)t * n + t];
}

__global__ void
update_kernel(float *__restrict__ a, float *__restrict__ b, const float *__restrict__ m, int n,
	      int t)
{
	int j = t + blockIdx.x * BX + threadIdx.x;
	int i = t + 1 + blockIdx.y * BY + threadIdx.y;

	if (i >= n || j >= n)
		return;
	float mi = m[(long)i * n + t];
	a[(long)i * n + j] -= mi * a[(long)t * n + j];
	if (j == t)
		b[i] -= mi * b[t];
}

static void
eliminate(float *a, float *b, int n)
{
	size_t abytes = (size_t)n * n * sizeof(float), bbytes = (size_t)n * sizeof(float);
	float *d_a, *d_b, *d_m;

	CUDA_CHECK(cudaMalloc((void **)&d_a, abytes));
	CUDA_CHECK(cudaMalloc((void **)&d_b, bbytes));
	CUDA_CHECK(cudaMalloc((void **)&d_m, abytes));
	CUDA_CHECK(cudaMemcpy(d_a, a, abytes, cudaMemcpyHostToDevice));
	CUDA_CHECK(cudaMemcpy(d_b, b, bbytes, cudaMemcpyHostToDevice));
	for (int t = 0; t < n - 1; t++) {
		int rows = n - 1 - t, cols = n - t;
		multipliers_kernel<<<(rows + 255) / 256, 256>>>(d_a, d_m, n, t);
		CUDA_CHECK_LAUNCH();
		dim3 grid((cols + BX - 1) / BX, (rows + BY - 1) / BY), block(BX, BY);
		update_kernel<<<grid, block>>>(d_a, d_b, d_m, n, t);
		CUDA_CHECK_LAUNCH();
	}
	CUDA_CHECK(cudaMemcpy(a, d_a, abytes, cudaMemcpyDeviceToHost));
	CUDA_CHECK(cudaMemcpy(b, d_b, bbytes, cudaMemcpyDeviceToHost));
	CUDA_CHECK(cudaFree(d_a));
	CUDA_CHECK(cudaFree(d_b));
	CUDA_CHECK(cudaFree(d_m));
}

static void
reference_eliminate(float *a, float *b, int n)
{
	int t, i, j;

	for (t = 0; t < n - 1; t++) {
		for (i = t + 1; i < n; i++) {
			float mi = a[(long)i * n + t] / a[(long)t * n + t];
			for (j = t; j < n; j++)
				a[(long)i * n + j] -= mi * a[(long)t * n + j];
			b[i] -= mi * b[t];
		}
	}
}

static void
back_substitute(const float *a, const float *b, float *x, int n)
{
	int i, j;

	for (i = n - 1; i >= 0; i--) {
		double s = b[i];
		for (j = i + 1; j < n; j++)
			s -= (double)a[(long)i * n + j] * x[j];
		x[i] = (float)(s / a[(long)i * n + i]);
	}
}

int
main(int argc, char **argv)
{
	static const long small[] = {256}, large[] = {2048};
	BenchSize size = bench_parse_size(argc, argv, 1, small, large, "<n>");
	int n = (int)size.v[0], i, j;
	long nn = (long)n * n, bad = 0;
	float *a = (float *)bench_alloc((size_t)nn * sizeof(float));
	float *b = (float *)bench_alloc((size_t)n * sizeof(float));
	float *x = (float *)bench_alloc((size_t)n * sizeof(float));
	float *x_true = (float *)bench_alloc((size_t)n * sizeof(float));
	double t0, t1;

	gen_system(a, x_true, b, n);
	if (n <= REF_MAX_N) {
		float *ra = (float *)bench_alloc((size_t)nn * sizeof(float));
		float *rb = (float *)bench_alloc((size_t)n * sizeof(float));

		memcpy(ra, a, (size_t)nn * sizeof(float));
		memcpy(rb, b, (size_t)n * sizeof(float));
		bench_cuda_warmup();
		t0 = bench_now_ms();
		eliminate(a, b, n);
		t1 = bench_now_ms();
		if (!(bench_ref_load("gaussian", &size, "a", ra, sizeof *ra, nn) &&
		      bench_ref_load("gaussian", &size, "b", rb, sizeof *rb, n))) {
			reference_eliminate(ra, rb, n);
			bench_ref_save("gaussian", &size, "a", ra, sizeof *ra, nn);
			bench_ref_save("gaussian", &size, "b", rb, sizeof *rb, n);
		}
		/* Compare U (the upper triangle) and the reduced b. */
		for (i = 0; i < n; i++) {
			for (j = i; j < n; j++) {
				long k = (long)i * n + j;
				if (!bench_close(a[k], ra[k], 1e-4, 1e-4)) {
					if (bad < 5)
						fprintf(stderr, "U[%d][%d] = %.8g, expected %.8g\n",
							i, j, a[k], ra[k]);
					bad++;
				}
			}
		}
		bad += bench_check_float("b", b, rb, NULL, n, 1e-4, 1e-4);
		free(ra);
		free(rb);
	} else {
		bench_cuda_warmup();
		t0 = bench_now_ms();
		eliminate(a, b, n);
		t1 = bench_now_ms();
	}
	back_substitute(a, b, x, n);
	bad += bench_check_float("x", x, x_true, NULL, n, 0.0, 1e-3);
	printf("gaussian: %d x %d system solved, x[0] = %.6f\n", n, n, x[0]);
	free(a);
	free(b);
	free(x);
	free(x_true);
	return bench_finish("gaussian", &size, bad == 0, t1 - t0);
}
