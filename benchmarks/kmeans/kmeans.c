/* kmeans: Lloyd's k-means clustering (Rodinia's kmeans, rewritten).
 *
 * Each iteration the device assigns every point to its nearest centre (squared Euclidean
 * distance, the first of equal distances wins) and counts how many points changed cluster (a
 * reduction); the host reads the memberships back and recomputes the centres as the means of
 * their points. It stops when no point moves or after MAX_ITERS. The points and the initial
 * memberships go to the device once; the centres go each iteration and the memberships come
 * back each iteration. The data are bell-shaped blobs around k hidden centres. Checked against a
 * serial reference run of the same algorithm: memberships (at most 1 in 10^4 may differ, for
 * near-ties rounded differently) and centres. */
#include <float.h>

#include "bench.h"

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

static void
warm_up_device(void)
{
	int x = 0;

#pragma omp target map(tofrom: x)
	x = x + 1;
}

/* Returns the number of iterations. */
static int
cluster(const float *feat, int n, int nf, int k, float *clusters, int *member)
{
	long nfeat = (long)n * nf;
	int iters = 0, delta;

	for (int c = 0; c < k * nf; c++)
		clusters[c] = feat[c];
#pragma omp target data map(to: feat[0:nfeat], member[0:n]) map(alloc: clusters[0:k * nf])
	{
		do {
#pragma omp target update to(clusters[0:k * nf])
			delta = 0;
#pragma omp target teams distribute parallel for reduction(+: delta)
			for (int i = 0; i < n; i++) {
				int best = 0;
				float best_d = FLT_MAX;
				for (int c = 0; c < k; c++) {
					float d = 0.0f;
					for (int f = 0; f < nf; f++) {
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
#pragma omp target update from(member[0:n])
			update_centres(feat, member, n, nf, k, clusters);
			iters++;
		} while (delta > 0 && iters < MAX_ITERS);
	}
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
	warm_up_device();

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
