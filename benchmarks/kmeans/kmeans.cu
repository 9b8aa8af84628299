/* kmeans, CUDA twin of kmeans.c: the same iteration. Each 128-thread block stages the centres
 * and its 128 points in shared memory (the points with coalesced loads from the row-major host
 * layout, stored with a stride of nf + 1 floats so that the per-thread rows fall in different
 * banks), then each thread finds its point's nearest centre. Changed memberships are counted
 * per block with __syncthreads_count and added once per block. Same host buffers and transfers as
 * the OpenMP version (points once, centres in and memberships out each iteration). */
#include <cuda_runtime.h>
#include <float.h>

#include "bench.h"

#define BLOCK 128

#define MAX_ITERS 20

static void
gen_points(float *feat, int n, int nf, int k)
{
	float *centre = (float *)bench_alloc((size_t)k * nf * sizeof(float));
	BenchRng r;
	int i, f;

	bench_rng_seed(&r, 707);
	for (i = 0; i < k * nf; i++)
		centre[i] = bench_rng_range(&r, 0.0f, 10.0f);
	for (i = 0; i < n; i++) {
		int c = bench_rng_int(&r, k);
		for (f = 0; f < nf; f++) {
			/* A sum of three uniforms: a bell-shaped spread of width about 1. */
			float e = bench_rng_float(&r) + bench_rng_float(&r) + bench_rng_float(&r);
			feat[(long)i * nf + f] = centre[c * nf + f] + (e - 1.5f);
		}
	}
	free(centre);
}

/* New centres: the mean of each cluster's points; an empty cluster keeps its centre. */
static void
update_centres(const float *feat, const int *member, int n, int nf, int k, float *clusters)
{
	double *sum = (double *)calloc((size_t)k * nf, sizeof(double));
	long *count = (long *)calloc((size_t)k, sizeof(long));
	int i, f;

	if (!sum || !count) {
		fprintf(stderr, "kmeans: out of host memory\n");
		exit(2);
	}
	for (i = 0; i < n; i++) {
		int c = member[i];
		count[c]++;
		for (f = 0; f < nf; f++)
			sum[(long)c * nf + f] += feat[(long)i * nf + f];
	}
	for (i = 0; i < k; i++)
		if (count[i])
			for (f = 0; f < nf; f++)
				clusters[i * nf + f] = (float)(sum[(long)i * nf + f] / count[i]);
	free(sum);
	free(count);
}

__global__ void
assign_kernel(const float *__restrict__ feat, const float *__restrict__ clusters,
	      int *__restrict__ member, int *__restrict__ delta, int n, int nf, int k)
{
	extern __shared__ float sh[];
	float *s_c = sh; /* k * nf */
	float *s_p = sh + k * nf; /* BLOCK rows of nf + 1 */
	int tid = threadIdx.x;
	long i0 = (long)blockIdx.x * BLOCK;
	int cnt = n - i0 < BLOCK ? (int)(n - i0) : BLOCK;

	for (int c = tid; c < k * nf; c += BLOCK)
		s_c[c] = clusters[c];
	for (int e = tid; e < cnt * nf; e += BLOCK)
		s_p[(e / nf) * (nf + 1) + e % nf] = feat[i0 * nf + e];
	__syncthreads();
	int changed = 0;
	if (tid < cnt) {
		const float *p = s_p + tid * (nf + 1);
		int best = 0;
		float best_d = FLT_MAX;
		for (int c = 0; c < k; c++) {
			const float *q = s_c + c * nf;
			float d = 0.0f;
			for (int f = 0; f < nf; f++) {
				float t = p[f] - q[f];
				d += t * t;
			}
			if (d < best_d) {
				best_d = d;
				best = c;
			}
		}
		if (member[i0 + tid] != best) {
			member[i0 + tid] = best;
			changed = 1;
		}
	}
	int count = __syncthreads_count(changed);
	if (tid == 0 && count)
		atomicAdd(delta, count);
}

/* Returns the number of iterations. */
static int
cluster(const float *feat, int n, int nf, int k, float *clusters, int *member)
{
	size_t fbytes = (size_t)n * nf * sizeof(float), cbytes = (size_t)k * nf * sizeof(float);
	size_t shmem = ((size_t)k * nf + (size_t)BLOCK * (nf + 1)) * sizeof(float);
	float *d_feat, *d_clusters;
	int *d_member, *d_delta, iters = 0, delta, max_shmem;

	CUDA_CHECK(cudaDeviceGetAttribute(&max_shmem, cudaDevAttrMaxSharedMemoryPerBlockOptin, 0));
	if (shmem > (size_t)max_shmem) {
		fprintf(stderr, "kmeans: %d features x %d clusters need %zu bytes of shared memory, "
				"the device has %d\n",
			nf, k, shmem, max_shmem);
		exit(2);
	}
	CUDA_CHECK(cudaFuncSetAttribute(assign_kernel, cudaFuncAttributeMaxDynamicSharedMemorySize,
					(int)shmem));
	for (int c = 0; c < k * nf; c++)
		clusters[c] = feat[c];
	CUDA_CHECK(cudaMalloc((void **)&d_feat, fbytes));
	CUDA_CHECK(cudaMalloc((void **)&d_clusters, cbytes));
	CUDA_CHECK(cudaMalloc((void **)&d_member, (size_t)n * sizeof(int)));
	CUDA_CHECK(cudaMalloc((void **)&d_delta, sizeof(int)));
	CUDA_CHECK(cudaMemcpy(d_feat, feat, fbytes, cudaMemcpyHostToDevice));
	CUDA_CHECK(cudaMemcpy(d_member, member, (size_t)n * sizeof(int), cudaMemcpyHostToDevice));
	do {
		CUDA_CHECK(cudaMemcpy(d_clusters, clusters, cbytes, cudaMemcpyHostToDevice));
		CUDA_CHECK(cudaMemsetAsync(d_delta, 0, sizeof(int)));
		assign_kernel<<<(n + BLOCK - 1) / BLOCK, BLOCK, shmem>>>(d_feat, d_clusters, d_member,
									 d_delta, n, nf, k);
		CUDA_CHECK_LAUNCH();
		CUDA_CHECK(cudaMemcpy(&delta, d_delta, sizeof(int), cudaMemcpyDeviceToHost));
		CUDA_CHECK(cudaMemcpy(member, d_member, (size_t)n * sizeof(int),
				      cudaMemcpyDeviceToHost));
		update_centres(feat, member, n, nf, k, clusters);
		iters++;
	} while (delta > 0 && iters < MAX_ITERS);
	CUDA_CHECK(cudaFree(d_feat));
	CUDA_CHECK(cudaFree(d_clusters));
	CUDA_CHECK(cudaFree(d_member));
	CUDA_CHECK(cudaFree(d_delta));
	return iters;
}

static int
reference(const float *feat, int n, int nf, int k, float *clusters, int *member)
{
	int iters = 0, delta, i, c, f;

	for (c = 0; c < k * nf; c++)
		clusters[c] = feat[c];
	do {
		delta = 0;
		for (i = 0; i < n; i++) {
			int best = 0;
			float best_d = FLT_MAX;
			for (c = 0; c < k; c++) {
				float d = 0.0f;
				for (f = 0; f < nf; f++) {
					float t = feat[(long)i * nf + f] - clusters[c * nf + f];
					d += t * t;
				}
				if (d < best_d) {
					best_d = d;
					best = c;
				}
			}
			if (member[i] != best) {
				member[i] = best;
				delta++;
			}
		}
		update_centres(feat, member, n, nf, k, clusters);
		iters++;
	} while (delta > 0 && iters < MAX_ITERS);
	return iters;
}

int
main(int argc, char **argv)
{
	static const long small[] = {16384, 16, 8}, large[] = {1048576, 32, 16};
	BenchSize size =
		bench_parse_size(argc, argv, 3, small, large, "<points> <features> <clusters>");
	int n = (int)size.v[0], nf = (int)size.v[1], k = (int)size.v[2], i, iters, ref_iters;
	float *feat = (float *)bench_alloc((size_t)n * nf * sizeof(float));
	float *clusters = (float *)bench_alloc((size_t)k * nf * sizeof(float));
	float *ref_clusters = (float *)bench_alloc((size_t)k * nf * sizeof(float));
	int *member = (int *)bench_alloc((size_t)n * sizeof(int));
	int *ref_member = (int *)bench_alloc((size_t)n * sizeof(int));
	long bad = 0, moved;
	double t0, t1;

	if (k > n) {
		fprintf(stderr, "kmeans: more clusters than points\n");
		return 2;
	}
	gen_points(feat, n, nf, k);
	for (i = 0; i < n; i++)
		member[i] = ref_member[i] = -1;
	bench_cuda_warmup();

	t0 = bench_now_ms();
	iters = cluster(feat, n, nf, k, clusters, member);
	t1 = bench_now_ms();

	if (!(bench_ref_load("kmeans", &size, "member", ref_member, sizeof *ref_member, n) &&
	      bench_ref_load("kmeans", &size, "centre", ref_clusters, sizeof *ref_clusters,
			     (size_t)k * nf) &&
	      bench_ref_load("kmeans", &size, "iters", &ref_iters, sizeof ref_iters, 1))) {
		ref_iters = reference(feat, n, nf, k, ref_clusters, ref_member);
		bench_ref_save("kmeans", &size, "member", ref_member, sizeof *ref_member, n);
		bench_ref_save("kmeans", &size, "centre", ref_clusters, sizeof *ref_clusters,
			       (size_t)k * nf);
		bench_ref_save("kmeans", &size, "iters", &ref_iters, sizeof ref_iters, 1);
	}
	for (i = 0, moved = 0; i < n; i++)
		moved += member[i] != ref_member[i];
	if (moved > n / 10000) {
		fprintf(stderr, "kmeans: %ld of %d memberships differ from the reference\n", moved, n);
		bad++;
	}
	bad += bench_check_float("centre", clusters, ref_clusters, NULL, (long)k * nf, 1e-3, 1e-3);
	printf("kmeans: %d points, %d features, %d clusters, %d iterations (reference %d)\n", n, nf,
	       k, iters, ref_iters);
	free(feat);
	free(clusters);
	free(ref_clusters);
	free(member);
	free(ref_member);
	return bench_finish("kmeans", &size, bad == 0, t1 - t0);
}
