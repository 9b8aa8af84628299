/* nw, CUDA twin of nw.c: the same sweep by anti-diagonals of BS x BS tiles, one launch per
 * tile diagonal and one block of BS threads per tile. A block stages its similarity tile and its
 * score tile with the row above and the column left of it in shared memory, sweeps the tile's
 * anti-diagonals there (a barrier between them) and writes the tile back row by row. Same host
 * buffers and transfers as the OpenMP version (similarities in, scores in and out). */
#include <cuda_runtime.h>

#include "bench.h"

#define BS 32
#define ALPHABET 24
#define PENALTY 10

static void
gen_inputs(int *ref, int *score, int n)
{
	int table[ALPHABET][ALPHABET], *a, *b, i, j;
	long w = n + 1;
	BenchRng r;

	bench_rng_seed(&r, 909);
	for (i = 0; i < ALPHABET; i++) {
		for (j = 0; j <= i; j++) {
			int v = i == j ? 4 + bench_rng_int(&r, 8) : bench_rng_int(&r, 8) - 4;
			table[i][j] = table[j][i] = v;
		}
	}
	a = (int *)bench_alloc((size_t)w * sizeof(int));
	b = (int *)bench_alloc((size_t)w * sizeof(int));
	for (i = 1; i <= n; i++) {
		a[i] = bench_rng_int(&r, ALPHABET);
		b[i] = bench_rng_int(&r, ALPHABET);
	}
	for (i = 0; i <= n; i++) {
		for (j = 0; j <= n; j++) {
			ref[i * w + j] = i && j ? table[a[i]][b[j]] : 0;
			score[i * w + j] = 0;
		}
	}
	for (i = 0; i <= n; i++) {
		score[i * w] = -i * PENALTY;
		score[i] = -i * PENALTY;
	}
	free(a);
	free(b);
}

__global__ void
tile_kernel(int *__restrict__ score, const int *__restrict__ ref, int n, int d, int first)
{
	__shared__ int s[BS + 1][BS + 1];
	__shared__ int sim[BS][BS];
	int t = threadIdx.x, w = n + 1;
	int br = first + blockIdx.x, bc = d - br;
	long i0 = (long)br * BS, j0 = (long)bc * BS; /* the row above and the column left */

	if (t == 0)
		s[0][0] = score[i0 * w + j0];
	s[0][t + 1] = score[i0 * w + j0 + 1 + t];
	s[t + 1][0] = score[(i0 + 1 + t) * w + j0];
	for (int y = 0; y < BS; y++)
		sim[y][t] = ref[(i0 + 1 + y) * w + j0 + 1 + t];
	__syncthreads();
	for (int m = 0; m < 2 * BS - 1; m++) {
		int y = m - t;
		if (y >= 0 && y < BS) {
			int v = s[y][t] + sim[y][t];
			v = max(v, s[y][t + 1] - PENALTY);
			v = max(v, s[y + 1][t] - PENALTY);
			s[y + 1][t + 1] = v;
		}
		__syncthreads();
	}
	for (int y = 0; y < BS; y++)
		score[(i0 + 1 + y) * w + j0 + 1 + t] = s[y + 1][t + 1];
}

static void
align(int *score, const int *ref, int n)
{
	int nb = n / BS;
	size_t bytes = (size_t)(n + 1) * (n + 1) * sizeof(int);
	int *d_score, *d_ref;

	CUDA_CHECK(cudaMalloc((void **)&d_ref, bytes));
	CUDA_CHECK(cudaMalloc((void **)&d_score, bytes));
	CUDA_CHECK(cudaMemcpy(d_ref, ref, bytes, cudaMemcpyHostToDevice));
	CUDA_CHECK(cudaMemcpy(d_score, score, bytes, cudaMemcpyHostToDevice));
	for (int d = 0; d < 2 * nb - 1; d++) {
		int first = d < nb ? 0 : d - nb + 1;
		int last = d < nb ? d : nb - 1;
		tile_kernel<<<last - first + 1, BS>>>(d_score, d_ref, n, d, first);
		CUDA_CHECK_LAUNCH();
	}
	CUDA_CHECK(cudaMemcpy(score, d_score, bytes, cudaMemcpyDeviceToHost));
	CUDA_CHECK(cudaFree(d_ref));
	CUDA_CHECK(cudaFree(d_score));
}

static void
reference(int *score, const int *ref, int n)
{
	long w = n + 1, i, j;

	for (i = 1; i <= n; i++) {
		for (j = 1; j <= n; j++) {
			int v = score[(i - 1) * w + j - 1] + ref[i * w + j];
			int up = score[(i - 1) * w + j] - PENALTY;
			int left = score[i * w + j - 1] - PENALTY;
			v = v > up ? v : up;
			v = v > left ? v : left;
			score[i * w + j] = v;
		}
	}
}

int
main(int argc, char **argv)
{
	static const long small[] = {256}, large[] = {8192};
	BenchSize size = bench_parse_size(argc, argv, 1, small, large, "<n, a multiple of 32>");
	int n = (int)size.v[0];
	long cells = (long)(n + 1) * (n + 1), bad;
	int *ref = (int *)bench_alloc((size_t)cells * sizeof(int));
	int *score = (int *)bench_alloc((size_t)cells * sizeof(int));
	int *expect = (int *)bench_alloc((size_t)cells * sizeof(int));
	double t0, t1;

	if (n % BS) {
		fprintf(stderr, "nw: n must be a multiple of %d\n", BS);
		return 2;
	}
	gen_inputs(ref, score, n);
	memcpy(expect, score, (size_t)cells * sizeof(int));
	bench_cuda_warmup();

	t0 = bench_now_ms();
	align(score, ref, n);
	t1 = bench_now_ms();

	if (!bench_ref_load("nw", &size, "score", expect, sizeof *expect, cells)) {
		reference(expect, ref, n);
		bench_ref_save("nw", &size, "score", expect, sizeof *expect, cells);
	}
	bad = bench_check_int("score", score, expect, NULL, cells);
	printf("nw: %d x %d, alignment score %d\n", n, n, score[cells - 1]);
	free(ref);
	free(score);
	free(expect);
	return bench_finish("nw", &size, bad == 0, t1 - t0);
}
