/* nn: nearest neighbours of one query point among n records (Rodinia's nn, rewritten).
 *
 * Each record is a (lat, lng) pair. The device computes the Euclidean distance of every record to
 * the query; the host then picks the K closest. The timed part is the offloaded distance pass with
 * its transfers (records in, distances out). The check compares every distance and the K nearest
 * with a serial host reference. */
#include <math.h>

#include "bench.h"

#define K 10

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

static void
warm_up_device(void)
{
	int x = 0;

#pragma omp target map(tofrom: x)
	x = x + 1;
}

static void
find_distances(const Record *rec, float *dist, int n, float lat, float lng)
{
#pragma omp target teams distribute parallel for map(to: rec[0:n]) map(from: dist[0:n])
	for (int i = 0; i < n; i++) {
		float dlat = rec[i].lat - lat;
		float dlng = rec[i].lng - lng;
		dist[i] = sqrtf(dlat * dlat + dlng * dlng);
	}
}

/* The K smallest distances in increasing order (insertion into a sorted list of K). */
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
	warm_up_device();

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
