/* hotspot, CUDA twin of hotspot.c: the same explicit thermal step, one launch per iteration.
 * Each 32 x 8 block stages its tile and a one-cell halo of the source temperatures in shared
 * memory (halo indices clamped to the grid, which is the edge rule of the model), so each
 * temperature is read from global memory about once per step. Same host buffers and transfers as
 * the OpenMP version (temperatures and power in, final temperatures out). */
#include <cuda_runtime.h>

#include "bench.h"

#define BX 32
#define BY 8

/* HotSpot model constants (SI units). */
#define MAX_PD 3.0e6f
#define PRECISION 0.001f
#define SPEC_HEAT_SI 1.75e6f
#define K_SI 100.0f
#define FACTOR_CHIP 0.5f
#define T_CHIP 0.0005f
#define CELL 1.5625e-5f /* cell side: a 16 mm chip on a 1024 grid */
#define AMB_TEMP 80.0f

typedef struct Coef {
	float sdc; /* step / capacitance */
	float rx1, ry1, rz1; /* 1 / thermal resistances */
} Coef;

static Coef
model_coefficients(void)
{
	float cap = FACTOR_CHIP * SPEC_HEAT_SI * T_CHIP * CELL * CELL;
	float rx = CELL / (2.0f * K_SI * T_CHIP * CELL);
	float ry = CELL / (2.0f * K_SI * T_CHIP * CELL);
	float rz = T_CHIP / (K_SI * CELL * CELL);
	float max_slope = MAX_PD / (FACTOR_CHIP * T_CHIP * SPEC_HEAT_SI);
	float step = PRECISION / max_slope;
	Coef k = {step / cap, 1.0f / rx, 1.0f / ry, 1.0f / rz};

	return k;
}

static void
gen_inputs(float *temp, float *power, long n)
{
	BenchRng r;
	long i;

	bench_rng_seed(&r, 303);
	for (i = 0; i < n; i++) {
		temp[i] = bench_rng_range(&r, 323.0f, 343.0f);
		power[i] = bench_rng_range(&r, 0.0f, 0.005f);
	}
}

__global__ void
hotspot_kernel(const float *__restrict__ src, const float *__restrict__ power,
	       float *__restrict__ dst, int rows, int cols, float sdc, float rx1, float ry1,
	       float rz1, float amb)
{
	__shared__ float t[BY + 2][BX + 2];
	int c0 = blockIdx.x * BX, r0 = blockIdx.y * BY;
	int tx = threadIdx.x, ty = threadIdx.y;

	for (int k = ty * BX + tx; k < (BY + 2) * (BX + 2); k += BX * BY) {
		int lr = k / (BX + 2), lc = k % (BX + 2);
		int r = min(max(r0 + lr - 1, 0), rows - 1);
		int c = min(max(c0 + lc - 1, 0), cols - 1);
		t[lr][lc] = src[(long)r * cols + c];
	}
	__syncthreads();
	int r = r0 + ty, c = c0 + tx;
	if (r < rows && c < cols) {
		long i = (long)r * cols + c;
		float tc = t[ty + 1][tx + 1];
		float tn = t[ty][tx + 1], ts = t[ty + 2][tx + 1];
		float tw = t[ty + 1][tx], te = t[ty + 1][tx + 2];
		dst[i] = tc + sdc * (power[i] + (tn + ts - 2.0f * tc) * ry1 +
				     (te + tw - 2.0f * tc) * rx1 + (amb - tc) * rz1);
	}
}

/* Returns the buffer (temp or tmp) holding the final temperatures. */
static float *
simulate(float *temp, float *tmp, const float *power, int rows, int cols, int iters, Coef k)
{
	size_t bytes = (size_t)rows * cols * sizeof(float);
	float *d_buf[2], *d_power;
	dim3 block(BX, BY), grid((cols + BX - 1) / BX, (rows + BY - 1) / BY);
	int cur = 0;

	CUDA_CHECK(cudaMalloc((void **)&d_buf[0], bytes));
	CUDA_CHECK(cudaMalloc((void **)&d_buf[1], bytes));
	CUDA_CHECK(cudaMalloc((void **)&d_power, bytes));
	CUDA_CHECK(cudaMemcpy(d_buf[0], temp, bytes, cudaMemcpyHostToDevice));
	CUDA_CHECK(cudaMemcpy(d_power, power, bytes, cudaMemcpyHostToDevice));
	for (int it = 0; it < iters; it++) {
		hotspot_kernel<<<grid, block>>>(d_buf[cur], d_power, d_buf[1 - cur], rows, cols,
						k.sdc, k.rx1, k.ry1, k.rz1, AMB_TEMP);
		CUDA_CHECK_LAUNCH();
		cur = 1 - cur;
	}
	float *res = cur ? tmp : temp;
	CUDA_CHECK(cudaMemcpy(res, d_buf[cur], bytes, cudaMemcpyDeviceToHost));
	CUDA_CHECK(cudaFree(d_buf[0]));
	CUDA_CHECK(cudaFree(d_buf[1]));
	CUDA_CHECK(cudaFree(d_power));
	return res;
}

static void
reference(const float *temp, const float *power, int rows, int cols, int iters, Coef k,
	  float *out)
{
	long n = (long)rows * cols;
	float *a = (float *)bench_alloc((size_t)n * sizeof(float));
	float *src = a, *dst = out, *t;
	int it, r, c;

	memcpy(a, temp, (size_t)n * sizeof(float));
	for (it = 0; it < iters; it++) {
		for (r = 0; r < rows; r++) {
			for (c = 0; c < cols; c++) {
				long i = (long)r * cols + c;
				float tc = src[i];
				float tn = r > 0 ? src[i - cols] : tc;
				float ts = r < rows - 1 ? src[i + cols] : tc;
				float tw = c > 0 ? src[i - 1] : tc;
				float te = c < cols - 1 ? src[i + 1] : tc;
				dst[i] = tc + k.sdc * (power[i] + (tn + ts - 2.0f * tc) * k.ry1 +
						       (te + tw - 2.0f * tc) * k.rx1 +
						       (AMB_TEMP - tc) * k.rz1);
			}
		}
		t = src;
		src = dst;
		dst = t;
	}
	if (src != out)
		memcpy(out, src, (size_t)n * sizeof(float));
	free(a);
}

int
main(int argc, char **argv)
{
	static const long small[] = {256, 256, 20}, large[] = {4096, 4096, 100};
	BenchSize size = bench_parse_size(argc, argv, 3, small, large, "<rows> <cols> <iters>");
	int rows = (int)size.v[0], cols = (int)size.v[1], iters = (int)size.v[2];
	long n = (long)rows * cols, i, bad;
	float *temp = (float *)bench_alloc((size_t)n * sizeof(float));
	float *tmp = (float *)bench_alloc((size_t)n * sizeof(float));
	float *power = (float *)bench_alloc((size_t)n * sizeof(float));
	float *ref = (float *)bench_alloc((size_t)n * sizeof(float));
	float *res, *temp0 = (float *)bench_alloc((size_t)n * sizeof(float));
	Coef k = model_coefficients();
	double t0, t1, sum = 0;

	gen_inputs(temp, power, n);
	memcpy(temp0, temp, (size_t)n * sizeof(float));
	for (i = 0; i < n; i++)
		tmp[i] = -1.0f;
	bench_cuda_warmup();

	t0 = bench_now_ms();
	res = simulate(temp, tmp, power, rows, cols, iters, k);
	t1 = bench_now_ms();

	if (!bench_ref_load("hotspot", &size, "temp", ref, sizeof *ref, n)) {
		reference(temp0, power, rows, cols, iters, k, ref);
		bench_ref_save("hotspot", &size, "temp", ref, sizeof *ref, n);
	}
	bad = bench_check_float("temp", res, ref, NULL, n, 1e-4, 1e-3);
	for (i = 0; i < n; i++)
		sum += res[i];
	printf("hotspot: %d x %d, %d iterations, mean temperature %.4f K\n", rows, cols, iters,
	       sum / n);
	free(temp);
	free(tmp);
	free(power);
	free(ref);
	free(temp0);
	return bench_finish("hotspot", &size, bad == 0, t1 - t0);
}
