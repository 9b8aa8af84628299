/* nn, CUDA twin of nn.c: distances of n records to one query point, then the K nearest on the
 * host. Same host buffers and the same transfers as the OpenMP version (records in, distances
 * out); device allocation and release are inside the timed part, as `target` maps are. */
#include <cuda_runtime.h>
#include <math.h>

#include "bench.h"

#define K 10
#define BLOCK 256

typedef struct Record {
	float lat;
	float lng;
} Record;

static void
gen_records(Record *rec, long n)
{
	BenchRng r;
	long i;

	bench_rng_seed(&r, 101);
	for (i = 0; i < n; i++) {
		rec[i].lat = bench_rng_range(&r, -90.0f, 90.0f);
		rec[i].lng = bench_rng_range(&r, -180.0f, 180.0f);
	}
}

/* Records are read as float2: one 8-byte load per thread (cudaMalloc aligns to 256 bytes). */
__global__ void
distance_kernel(const float2 *__restrict__ rec, float *__restrict__ dist, int n, float lat,
		float lng)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;

	if (i < n) {
		float2 r = rec[i];
		float dlat = r.x - lat;
		float dlng = r.y - lng;
		dist[i] = sqrtf(dlat * dlat + dlng * dlng);
	}
}

static void
find_distances(const Record *rec, float *dist, int n, float lat, float lng)
{
	float2 *d_rec;
	float *d_dist;

	CUDA_CHECK(cudaMalloc((void **)&d_rec, (size_t)n * sizeof(float2)));
	CUDA_CHECK(cudaMalloc((void **)&d_dist, (size_t)n * sizeof(float)));
	CUDA_CHECK(cudaMemcpy(d_rec, rec, (size_t)n * sizeof(Record), cudaMemcpyHostToDevice));
	distance_kernel<<<(n + BLOCK - 1) / BLOCK, BLOCK>>>(d_rec, d_dist, n, lat, lng);
	CUDA_CHECK_LAUNCH();
	CUDA_CHECK(cudaMemcpy(dist, d_dist, (size_t)n * sizeof(float), cudaMemcpyDeviceToHost));
	CUDA_CHECK(cudaFree(d_rec));
	CUDA_CHECK(cudaFree(d_dist));
}

static void
k_nearest(const float *dist, long n, float *best, long *best_i)
{
	long i;
	int k;

	for (k = 0; k < K; k++) {
		best[k] = INFINITY;
		best_i[k] = -1;
	}
	for (i = 0; i < n; i++) {
		if (dist[i] >= best[K - 1])
			continue;
		for (k = K - 1; k > 0 && best[k - 1] > dist[i]; k--) {
			best[k] = best[k - 1];
			best_i[k] = best_i[k - 1];
		}
		best[k] = dist[i];
		best_i[k] = i;
	}
}

int
main(int argc, char **argv)
{
	static const long small[] = {65536}, large[] = {33554432};
	BenchSize size = bench_parse_size(argc, argv, 1, small, large, "<records>");
	int n = (int)size.v[0];
	const float qlat = 30.0f, qlng = -90.0f;
	Record *rec = (Record *)bench_alloc((size_t)n * sizeof *rec);
	float *dist = (float *)bench_alloc((size_t)n * sizeof *dist);
	float *ref = (float *)bench_alloc((size_t)n * sizeof *ref);
	float best[K], ref_best[K];
	long best_i[K], ref_best_i[K];
	double t0, t1;
	long bad;
	int i;

	gen_records(rec, n);
	for (i = 0; i < n; i++)
		dist[i] = -1.0f;
	bench_cuda_warmup();

	t0 = bench_now_ms();
	find_distances(rec, dist, n, qlat, qlng);
	t1 = bench_now_ms();

	k_nearest(dist, n, best, best_i);
	for (i = 0; i < n; i++) {
		float dlat = rec[i].lat - qlat, dlng = rec[i].lng - qlng;
		ref[i] = sqrtf(dlat * dlat + dlng * dlng);
	}
	k_nearest(ref, n, ref_best, ref_best_i);
	bench_ref_computed();
	bad = bench_check_float("dist", dist, ref, NULL, n, 1e-5, 1e-5);
	bad += bench_check_float("k_nearest", best, ref_best, NULL, K, 1e-5, 1e-5);
	printf("nn: %d records, nearest #%ld at %.4f\n", n, best_i[0], best[0]);
	free(rec);
	free(dist);
	free(ref);
	return bench_finish("nn", &size, bad == 0, t1 - t0);
}
