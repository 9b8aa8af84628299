/* lud, CUDA twin of lud.c: the classic blocked LU with BS x BS tiles in shared memory, three
 * launches per block step. diagonal_kernel factors the diagonal tile (one block); perimeter_kernel
 * solves the tiles right of it (U12 = L11^-1 A12, a thread per column) and below it
 * (L21 = A21 U11^-1, a thread per row), one block per tile; internal_kernel updates every trailing
 * tile with the product of its perimeter tiles (32 x 8 threads, four outputs each). The panel
 * order of operations differs from the OpenMP version's, which rounding allows. Same host buffer
 * and transfers as the OpenMP version (A in and out). */
#include <cuda_runtime.h>

#include "bench.h"

#define BS 32
#define SAMPLES 2000

static void
gen_matrix(float *a, int n)
{
	BenchRng r;
	int i, j;

	bench_rng_seed(&r, 808);
	for (i = 0; i < n; i++) {
		for (j = 0; j < n; j++)
			a[(long)i * n + j] = bench_rng_range(&r, -1.0f, 1.0f);
		a[(long)i * n + i] += (float)n;
	}
}

/* One block of BS threads; thread t owns row t of the tile. */
__global__ void
diagonal_kernel(float *a, int n, int kb)
{
	__shared__ float s[BS][BS + 1];
	int t = threadIdx.x;
	float *tile = a + (long)kb * n + kb;

	for (int j = 0; j < BS; j++)
		s[j][t] = tile[(long)j * n + t];
	__syncthreads();
	for (int k = 0; k < BS - 1; k++) {
		if (t > k) {
			float l = s[t][k] / s[k][k];
			s[t][k] = l;
			for (int j = k + 1; j < BS; j++)
				s[t][j] -= l * s[k][j];
		}
		__syncthreads();
	}
	for (int j = 0; j < BS; j++)
		tile[(long)j * n + t] = s[j][t];
}

/* Blocks [0, m) solve the tiles right of the diagonal tile, blocks [m, 2m) the tiles below it,
 * m = number of trailing tiles. */
__global__ void
perimeter_kernel(float *a, int n, int kb)
{
	__shared__ float d[BS][BS + 1];
	__shared__ float x[BS][BS + 1];
	int t = threadIdx.x, m = (n - kb) / BS - 1;
	bool right = blockIdx.x < m;
	int off = kb + BS + (right ? blockIdx.x : blockIdx.x - m) * BS;
	float *diag = a + (long)kb * n + kb;
	float *tile = right ? a + (long)kb * n + off : a + (long)off * n + kb;

	for (int j = 0; j < BS; j++) {
		d[j][t] = diag[(long)j * n + t];
		x[j][t] = tile[(long)j * n + t];
	}
	__syncthreads();
	if (right) {
		/* Column t: forward substitution with the unit lower triangle. */
		for (int i = 1; i < BS; i++) {
			float s = x[i][t];
			for (int k = 0; k < i; k++)
				s -= d[i][k] * x[k][t];
			x[i][t] = s;
		}
	} else {
		/* Row t: solve x U11 = a. */
		for (int j = 0; j < BS; j++) {
			float s = x[t][j];
			for (int k = 0; k < j; k++)
				s -= x[t][k] * d[k][j];
			x[t][j] = s / d[j][j];
		}
	}
	__syncthreads();
	for (int j = 0; j < BS; j++)
		tile[(long)j * n + t] = x[j][t];
}

/* Block (bx, by) updates trailing tile (by, bx): A -= L21[by] U12[bx]. Threads (32, 8), each
 * computing rows ty, ty + 8, ty + 16, ty + 24 of column tx. */
__global__ void
internal_kernel(float *a, int n, int kb)
{
	__shared__ float l[BS][BS];
	__shared__ float u[BS][BS];
	int tx = threadIdx.x, ty = threadIdx.y;
	int r0 = kb + BS + blockIdx.y * BS, c0 = kb + BS + blockIdx.x * BS;

	for (int r = ty; r < BS; r += 8) {
		l[r][tx] = a[(long)(r0 + r) * n + kb + tx];
		u[r][tx] = a[(long)(kb + r) * n + c0 + tx];
	}
	__syncthreads();
	float acc[4] = {0.0f, 0.0f, 0.0f, 0.0f};
	for (int k = 0; k < BS; k++) {
		float uk = u[k][tx];
#pragma unroll
		for (int q = 0; q < 4; q++)
			acc[q] += l[ty + 8 * q][k] * uk;
	}
#pragma unroll
	for (int q = 0; q < 4; q++)
		a[(long)(r0 + ty + 8 * q) * n + c0 + tx] -= acc[q];
}

static void
decompose(float *a, int n)
{
	size_t bytes = (size_t)n * n * sizeof(float);
	float *d_a;

	CUDA_CHECK(cudaMalloc((void **)&d_a, bytes));
	CUDA_CHECK(cudaMemcpy(d_a, a, bytes, cudaMemcpyHostToDevice));
	for (int kb = 0; kb < n; kb += BS) {
		int m = (n - kb) / BS - 1;
		diagonal_kernel<<<1, BS>>>(d_a, n, kb);
		CUDA_CHECK_LAUNCH();
		if (m == 0)
			break;
		perimeter_kernel<<<2 * m, BS>>>(d_a, n, kb);
		CUDA_CHECK_LAUNCH();
		internal_kernel<<<dim3(m, m), dim3(BS, 8)>>>(d_a, n, kb);
		CUDA_CHECK_LAUNCH();
	}
	CUDA_CHECK(cudaMemcpy(a, d_a, bytes, cudaMemcpyDeviceToHost));
	CUDA_CHECK(cudaFree(d_a));
}

static void
reference(float *a, int n)
{
	int i, j, k;

	for (k = 0; k < n; k++) {
		for (i = k + 1; i < n; i++) {
			float l = a[(long)i * n + k] / a[(long)k * n + k];
			a[(long)i * n + k] = l;
			for (j = k + 1; j < n; j++)
				a[(long)i * n + j] -= l * a[(long)k * n + j];
		}
	}
}

/* (L U)[i][j] in double, from the packed factors. */
static double
rebuild(const float *lu, int n, int i, int j)
{
	int k, kmax = i < j ? i : j;
	double s = 0;

	for (k = 0; k < kmax; k++)
		s += (double)lu[(long)i * n + k] * lu[(long)k * n + j];
	return s + (i <= j ? lu[(long)i * n + j] : (double)lu[(long)i * n + j] * lu[(long)j * n + j]);
}

int
main(int argc, char **argv)
{
	static const long small[] = {256}, large[] = {3072};
	BenchSize size = bench_parse_size(argc, argv, 1, small, large, "<n, a multiple of 32>");
	int n = (int)size.v[0], s;
	long nn = (long)n * n, bad = 0;
	float *a = (float *)bench_alloc((size_t)nn * sizeof(float));
	float *a0 = (float *)bench_alloc((size_t)nn * sizeof(float));
	float *ref = (float *)bench_alloc((size_t)nn * sizeof(float));
	BenchRng r;
	double t0, t1;

	if (n % BS) {
		fprintf(stderr, "lud: n must be a multiple of %d\n", BS);
		return 2;
	}
	gen_matrix(a, n);
	memcpy(a0, a, (size_t)nn * sizeof(float));
	memcpy(ref, a, (size_t)nn * sizeof(float));
	bench_cuda_warmup();

	t0 = bench_now_ms();
	decompose(a, n);
	t1 = bench_now_ms();

	if (!bench_ref_load("lud", &size, "LU", ref, sizeof *ref, nn)) {
		reference(ref, n);
		bench_ref_save("lud", &size, "LU", ref, sizeof *ref, nn);
	}
	bad += bench_check_float("LU", a, ref, NULL, nn, 1e-3, 1e-5);
	bench_rng_seed(&r, 809);
	for (s = 0; s < SAMPLES; s++) {
		int i = bench_rng_int(&r, n), j = bench_rng_int(&r, n);
		double v = rebuild(a, n, i, j);
		if (!bench_close(v, a0[(long)i * n + j], 1e-4, 1e-3)) {
			if (bad < 5)
				fprintf(stderr, "(LU)[%d][%d] = %.8g, A has %.8g\n", i, j, v,
					a0[(long)i * n + j]);
			bad++;
		}
	}
	printf("lud: %d x %d, U[n-1][n-1] = %.6f\n", n, n, a[nn - 1]);
	free(a);
	free(a0);
	free(ref);
	return bench_finish("lud", &size, bad == 0, t1 - t0);
}
