/* bplustree: point and range lookups in a B+ tree (Rodinia's b+tree, rewritten).
 *
 * The tree is built on the host, bottom-up from n sorted records, as an array of fixed-size nodes
 * (root first): a leaf holds up to ORDER keys with their record numbers, an internal node up to
 * ORDER children, each with the smallest key below it (slot 0 holds INT_MIN); unused slots hold
 * INT_MAX. Nodes are filled to FILL of ORDER, as after many inserts. The device then answers two
 * batches, a team per query and a thread per key slot: find (walk to the leaf, return the value
 * of the matching record or -1) and range (walk to the leaves of lo and hi, count the records in
 * [lo, hi] and the position of the first). Tree, values and queries go in, answers come back.
 * Checked exactly against binary searches of the sorted records. */
#include <limits.h>

#include "bench.h"

#define ORDER 256
#define FILL 192
#define RANGE 256 /* widest range query, in key units (about 64 records) */

typedef struct Knode {
	int keys[ORDER + 1];
	int indices[ORDER + 1]; /* child node, or record number in a leaf */
	int num_keys;
	int is_leaf;
} Knode;

typedef struct Tree {
	Knode *nodes;
	int nnodes;
	int height; /* internal levels above the leaves */
	int *keys; /* the records, sorted by key */
	int *values;
	int nrec;
} Tree;

static void
gen_records(Tree *t, int n)
{
	BenchRng r;
	int i;

	t->nrec = n;
	t->keys = (int *)bench_alloc((size_t)n * sizeof(int));
	t->values = (int *)bench_alloc((size_t)n * sizeof(int));
	bench_rng_seed(&r, 1313);
	for (i = 0; i < n; i++) {
		t->keys[i] = 4 * i + bench_rng_int(&r, 3);
		t->values[i] = (int)(bench_rng_u32(&r) & 0x7fffffff);
	}
}

/* Levels are numbered from the leaves (0) up; the root level is stored first. */
static void
build_tree(Tree *t)
{
	long count[32], first[32], span = FILL; /* span: records under one node of the level */
	long spans[32];
	int levels = 0, l, total = 0;

	count[0] = (t->nrec + FILL - 1) / FILL;
	while (count[levels] > 1) {
		count[levels + 1] = (count[levels] + FILL - 1) / FILL;
		levels++;
	}
	for (l = levels; l >= 0; l--) {
		first[l] = total;
		total += (int)count[l];
	}
	for (l = 0; l <= levels; l++) {
		spans[l] = span;
		span *= FILL;
	}
	t->height = levels;
	t->nnodes = total;
	t->nodes = (Knode *)bench_alloc((size_t)total * sizeof(Knode));
	for (l = 0; l <= levels; l++) {
		for (long q = 0; q < count[l]; q++) {
			Knode *nd = &t->nodes[first[l] + q];
			long lo = q * FILL, hi = l ? count[l - 1] : t->nrec;
			int s;

			if (hi > lo + FILL)
				hi = lo + FILL;
			nd->num_keys = (int)(hi - lo);
			nd->is_leaf = l == 0;
			for (s = 0; s <= ORDER; s++) {
				nd->keys[s] = INT_MAX;
				nd->indices[s] = -1;
			}
			for (s = 0; s < nd->num_keys; s++) {
				if (l == 0) {
					nd->keys[s] = t->keys[lo + s];
					nd->indices[s] = (int)(lo + s);
				} else {
					/* Smallest key under child lo + s of level l - 1. */
					nd->keys[s] = s ? t->keys[(lo + s) * spans[l - 1]] : INT_MIN;
					nd->indices[s] = (int)(first[l - 1] + lo + s);
				}
			}
		}
	}
}

static void
gen_queries(const Tree *t, int nq, int *find_key, int *lo, int *hi)
{
	int maxkey = t->keys[t->nrec - 1] + 10;
	BenchRng r;
	int q;

	bench_rng_seed(&r, 1314);
	for (q = 0; q < nq; q++) {
		if (bench_rng_int(&r, 4))
			find_key[q] = t->keys[bench_rng_int(&r, t->nrec)];
		else
			find_key[q] = bench_rng_int(&r, maxkey + 10) - 10;
		lo[q] = bench_rng_int(&r, maxkey + 10) - 10;
		hi[q] = lo[q] + bench_rng_int(&r, RANGE);
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
find_k(const Tree *t, const int *qkey, int *ans, int nq)
{
	const Knode *nodes = t->nodes;
	const int *values = t->values;
	int nnodes = t->nnodes, nrec = t->nrec, height = t->height;

#pragma omp target teams distribute map(to: nodes[0:nnodes], values[0:nrec], qkey[0:nq]) map(from: ans[0:nq])
	for (int q = 0; q < nq; q++) {
		int key = qkey[q], node = 0;
		for (int level = 0; level < height; level++) {
			int next = node;
#pragma omp parallel for
			for (int s = 0; s < ORDER; s++)
				if (nodes[node].keys[s] <= key && key < nodes[node].keys[s + 1])
					next = nodes[node].indices[s];
			node = next;
		}
		int found = -1;
#pragma omp parallel for
		for (int s = 0; s < ORDER; s++)
			if (s < nodes[node].num_keys && nodes[node].keys[s] == key)
				found = values[nodes[node].indices[s]];
		ans[q] = found;
	}
}

static void
find_range(const Tree *t, const int *lo, const int *hi, int *start, int *length, int nq)
{
	const Knode *nodes = t->nodes;
	int nnodes = t->nnodes, height = t->height;

#pragma omp target teams distribute map(to: nodes[0:nnodes], lo[0:nq], hi[0:nq]) map(from: start[0:nq], length[0:nq])
	for (int q = 0; q < nq; q++) {
		int a = 0, b = 0, klo = lo[q], khi = hi[q];
		for (int level = 0; level < height; level++) {
			int na = a, nb = b;
#pragma omp parallel for
			for (int s = 0; s < ORDER; s++) {
				if (nodes[a].keys[s] <= klo && klo < nodes[a].keys[s + 1])
					na = nodes[a].indices[s];
				if (nodes[b].keys[s] <= khi && khi < nodes[b].keys[s + 1])
					nb = nodes[b].indices[s];
			}
			a = na;
			b = nb;
		}
		int below_lo = 0, upto_hi = 0;
#pragma omp parallel for reduction(+: below_lo, upto_hi)
		for (int s = 0; s < ORDER; s++) {
			if (s < nodes[a].num_keys && nodes[a].keys[s] < klo)
				below_lo++;
			if (s < nodes[b].num_keys && nodes[b].keys[s] <= khi)
				upto_hi++;
		}
		int first = nodes[a].indices[0] + below_lo;
		start[q] = first;
		length[q] = nodes[b].indices[0] + upto_hi - first;
	}
}

/* First record with key >= k (strict: key > k). */
static int
lower_bound(const int *keys, int n, int k, int strict)
{
	int lo = 0, hi = n;

	while (lo < hi) {
		int mid = lo + (hi - lo) / 2;
		if (keys[mid] < k || (strict && keys[mid] == k))
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

static void
reference(const Tree *t, const int *qkey, const int *lo, const int *hi, int nq, int *ans,
	  int *start, int *length)
{
	int q;

	for (q = 0; q < nq; q++) {
		int p = lower_bound(t->keys, t->nrec, qkey[q], 0);
		ans[q] = p < t->nrec && t->keys[p] == qkey[q] ? t->values[p] : -1;
		start[q] = lower_bound(t->keys, t->nrec, lo[q], 0);
		length[q] = lower_bound(t->keys, t->nrec, hi[q], 1) - start[q];
	}
}

int
main(int argc, char **argv)
{
	static const long small[] = {1000000, 4096}, large[] = {4194304, 262144};
	BenchSize size = bench_parse_size(argc, argv, 2, small, large, "<records> <queries>");
	int n = (int)size.v[0], nq = (int)size.v[1], q, hits = 0;
	int *qkey = (int *)bench_alloc((size_t)nq * sizeof(int));
	int *lo = (int *)bench_alloc((size_t)nq * sizeof(int));
	int *hi = (int *)bench_alloc((size_t)nq * sizeof(int));
	int *ans = (int *)bench_alloc((size_t)nq * sizeof(int));
	int *start = (int *)bench_alloc((size_t)nq * sizeof(int));
	int *length = (int *)bench_alloc((size_t)nq * sizeof(int));
	int *r_ans = (int *)bench_alloc((size_t)nq * sizeof(int));
	int *r_start = (int *)bench_alloc((size_t)nq * sizeof(int));
	int *r_length = (int *)bench_alloc((size_t)nq * sizeof(int));
	Tree t;
	long bad;
	double t0, t1;

	if (n > 0x1fffffff) {
		fprintf(stderr, "bplustree: at most %d records\n", 0x1fffffff);
		return 2;
	}
	gen_records(&t, n);
	build_tree(&t);
	gen_queries(&t, nq, qkey, lo, hi);
	warm_up_device();

	t0 = bench_now_ms();
	find_k(&t, qkey, ans, nq);
	find_range(&t, lo, hi, start, length, nq);
	t1 = bench_now_ms();

	reference(&t, qkey, lo, hi, nq, r_ans, r_start, r_length);
	bench_ref_computed();
	bad = bench_check_int("find", ans, r_ans, NULL, nq);
	bad += bench_check_int("range start", start, r_start, NULL, nq);
	bad += bench_check_int("range length", length, r_length, NULL, nq);
	for (q = 0; q < nq; q++)
		hits += ans[q] >= 0;
	printf("bplustree: %d records, %d nodes, height %d, %d queries, %d found\n", n, t.nnodes,
	       t.height + 1, nq, hits);
	free(t.nodes);
	free(t.keys);
	free(t.values);
	free(qkey);
	free(lo);
	free(hi);
	free(ans);
	free(start);
	free(length);
	free(r_ans);
	free(r_start);
	free(r_length);
	return bench_finish("bplustree", &size, bad == 0, t1 - t0);
}
