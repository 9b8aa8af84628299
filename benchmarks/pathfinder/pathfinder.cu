/* pathfinder, CUDA twin of pathfinder.c: the same row-by-row dynamic programming, done as
 * pyramids. Each block loads BLOCK costs into shared memory and advances them up to PYRAMID rows
 * without touching global memory; the valid part shrinks by one column per side and row, so a
 * block writes BLOCK - 2 * rows_done results and neighbouring blocks overlap by the halo. Same
 * host buffers and transfers as the OpenMP version (the weights and the first row in, the last
 * row out). */
#include <climits>
#include <cuda_runtime.h>

#include "bench.h"

#define BLOCK 256
#define PYRAMID 20

static void
gen_wall(int *wall, long n)
{
	BenchRng r;
	long i;

	bench_rng_seed(&r, 202);
	for (i = 0; i < n; i++)
		wall[i] = bench_rng_int(&r, 10);
}

/* Advances rows [row0, row0 + steps) (steps <= PYRAMID). Columns outside the grid hold INT_MAX,
 * so the min leaves them out, as the j > 0 / j < cols - 1 tests of the C version do. */
__global__ void
pyramid_kernel(const int *__restrict__ wall, const int *__restrict__ src, int *__restrict__ dst,
	       int cols, int row0, int steps)
{
	__shared__ int prev[BLOCK];
	__shared__ int res[BLOCK];
	int tx = threadIdx.x;
	int width = BLOCK - 2 * steps;
	long x = (long)blockIdx.x * width - steps + tx;
	bool inside = x >= 0 && x < cols;

	prev[tx] = inside ? src[x] : INT_MAX;
	__syncthreads();
	for (int s = 0; s < steps; s++) {
		int v = prev[tx];
		if (inside && tx > 0 && tx < BLOCK - 1) {
			int m = v;
			m = min(m, prev[tx - 1]);
			m = min(m, prev[tx + 1]);
			v = wall[(long)(row0 + s) * cols + x] + m;
		}
		res[tx] = v;
		__syncthreads();
		prev[tx] = res[tx];
		__syncthreads();
	}
	if (inside && tx >= steps && tx < BLOCK - steps)
		dst[x] = prev[tx];
}

static void
find_paths(const int *wall, int rows, int cols, int *buf0, int *buf1, int **result)
{
	size_t wall_bytes = (size_t)rows * cols * sizeof(int), row_bytes = (size_t)cols * sizeof(int);
	int *d_wall, *d_buf[2];
	int cur = 0;

	for (int j = 0; j < cols; j++)
		buf0[j] = wall[j];
	CUDA_CHECK(cudaMalloc((void **)&d_wall, wall_bytes));
	CUDA_CHECK(cudaMalloc((void **)&d_buf[0], row_bytes));
	CUDA_CHECK(cudaMalloc((void **)&d_buf[1], row_bytes));
	CUDA_CHECK(cudaMemcpy(d_wall, wall, wall_bytes, cudaMemcpyHostToDevice));
	CUDA_CHECK(cudaMemcpy(d_buf[0], buf0, row_bytes, cudaMemcpyHostToDevice));
	for (int t = 1; t < rows; t += PYRAMID) {
		int steps = rows - t < PYRAMID ? rows - t : PYRAMID;
		int width = BLOCK - 2 * steps;
		int blocks = (cols + width - 1) / width;
		pyramid_kernel<<<blocks, BLOCK>>>(d_wall, d_buf[cur], d_buf[1 - cur], cols, t, steps);
		CUDA_CHECK_LAUNCH();
		cur = 1 - cur;
	}
	*result = cur ? buf1 : buf0;
	CUDA_CHECK(cudaMemcpy(*result, d_buf[cur], row_bytes, cudaMemcpyDeviceToHost));
	CUDA_CHECK(cudaFree(d_wall));
	CUDA_CHECK(cudaFree(d_buf[0]));
	CUDA_CHECK(cudaFree(d_buf[1]));
}

static void
reference(const int *wall, int rows, int cols, int *out)
{
	int *prev = (int *)bench_alloc((size_t)cols * sizeof(int));
	int t, j;

	for (j = 0; j < cols; j++)
		prev[j] = wall[j];
	for (t = 1; t < rows; t++) {
		for (j = 0; j < cols; j++) {
			int m = prev[j];
			if (j > 0 && prev[j - 1] < m)
				m = prev[j - 1];
			if (j < cols - 1 && prev[j + 1] < m)
				m = prev[j + 1];
			out[j] = wall[(long)t * cols + j] + m;
		}
		memcpy(prev, out, (size_t)cols * sizeof(int));
	}
	memcpy(out, prev, (size_t)cols * sizeof(int));
	free(prev);
}

int
main(int argc, char **argv)
{
	static const long small[] = {10000, 100}, large[] = {1000000, 100};
	BenchSize size = bench_parse_size(argc, argv, 2, small, large, "<cols> <rows>");
	int cols = (int)size.v[0], rows = (int)size.v[1];
	int *wall = (int *)bench_alloc((size_t)rows * cols * sizeof(int));
	int *buf0 = (int *)bench_alloc((size_t)cols * sizeof(int));
	int *buf1 = (int *)bench_alloc((size_t)cols * sizeof(int));
	int *ref = (int *)bench_alloc((size_t)cols * sizeof(int));
	int *res, j, best = 0;
	double t0, t1;
	long bad;

	gen_wall(wall, (long)rows * cols);
	for (j = 0; j < cols; j++)
		buf1[j] = -1;
	bench_cuda_warmup();

	t0 = bench_now_ms();
	find_paths(wall, rows, cols, buf0, buf1, &res);
	t1 = bench_now_ms();

	if (!bench_ref_load("pathfinder", &size, "cost", ref, sizeof *ref, cols)) {
		reference(wall, rows, cols, ref);
		bench_ref_save("pathfinder", &size, "cost", ref, sizeof *ref, cols);
	}
	bad = bench_check_int("cost", res, ref, NULL, cols);
	for (j = 1; j < cols; j++)
		if (res[j] < res[best])
			best = j;
	printf("pathfinder: %d cols x %d rows, cheapest path %d ends at column %d\n", cols, rows,
	       res[best], best);
	free(wall);
	free(buf0);
	free(buf1);
	free(ref);
	return bench_finish("pathfinder", &size, bad == 0, t1 - t0);
}
