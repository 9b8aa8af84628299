/* bplustree, CUDA twin of bplustree.c: the same tree and query batches, a warp per query
 * (four per 128-thread block). Each lane tests ORDER / 32 key slots, lane-strided so that a
 * warp's loads of a node's keys are coalesced; the one matching slot is found with a ballot and
 * its child (or value) broadcast with a shuffle; the range counts are warp sums. Same host
 * buffers and transfers as the OpenMP version (tree, values and queries in, answers out). */
#include <climits>
#include <cuda_runtime.h>

#include "bench.h"

#define WARPS 4
#define FULL 0xffffffffu

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

/* The child of node whose key interval holds key; all lanes get it. */
__device__ int
child_for(const Knode *__restrict__ nd, int key, int lane)
{
	int next = -1;

	for (int s = lane; s < ORDER; s += 32)
		if (nd->keys[s] <= key && key < nd->keys[s + 1])
			next = nd->indices[s];
	unsigned m = __ballot_sync(FULL, next >= 0);
	return __shfl_sync(FULL, next, m ? __ffs(m) - 1 : 0);
}

__global__ void
find_kernel(const Knode *__restrict__ nodes, const int *__restrict__ values, int height,
	    const int *__restrict__ qkey, int *__restrict__ ans, int nq)
{
	int q = blockIdx.x * WARPS + threadIdx.x / 32, lane = threadIdx.x % 32;

	if (q >= nq)
		return;
	int key = qkey[q], node = 0;
	for (int level = 0; level < height; level++)
		node = child_for(&nodes[node], key, lane);
	const Knode *leaf = &nodes[node];
	int found = -1;
	for (int s = lane; s < ORDER; s += 32)
		if (s < leaf->num_keys && leaf->keys[s] == key)
			found = values[leaf->indices[s]];
	unsigned m = __ballot_sync(FULL, found >= 0);
	found = __shfl_sync(FULL, found, m ? __ffs(m) - 1 : 0);
	if (lane == 0)
		ans[q] = m ? found : -1;
}

__global__ void
range_kernel(const Knode *__restrict__ nodes, int height, const int *__restrict__ lo,
	     const int *__restrict__ hi, int *__restrict__ start, int *__restrict__ length, int nq)
{
	int q = blockIdx.x * WARPS + threadIdx.x / 32, lane = threadIdx.x % 32;

	if (q >= nq)
		return;
	int klo = lo[q], khi = hi[q], a = 0, b = 0;
	for (int level = 0; level < height; level++) {
		a = child_for(&nodes[a], klo, lane);
		b = child_for(&nodes[b], khi, lane);
	}
	const Knode *la = &nodes[a], *lb = &nodes[b];
	int below_lo = 0, upto_hi = 0;
	for (int s = lane; s < ORDER; s += 32) {
		below_lo += s < la->num_keys && la->keys[s] < klo;
		upto_hi += s < lb->num_keys && lb->keys[s] <= khi;
	}
	below_lo = __reduce_add_sync(FULL, below_lo);
	upto_hi = __reduce_add_sync(FULL, upto_hi);
	if (lane == 0) {
		int first = la->indices[0] + below_lo;
		start[q] = first;
		length[q] = lb->indices[0] + upto_hi - first;
	}
}

static void
run_queries(const Tree *t, const int *qkey, const int *lo, const int *hi, int *ans, int *start,
	    int *length, int nq)
{
	size_t nbytes = (size_t)t->nnodes * sizeof(Knode), qbytes = (size_t)nq * sizeof(int);
	Knode *d_nodes;
	int *d_values, *d_qkey, *d_lo, *d_hi, *d_ans, *d_start, *d_length;
	int blocks = (nq + WARPS - 1) / WARPS;

	/* find_k */
	CUDA_CHECK(cudaMalloc((void **)&d_nodes, nbytes));
	CUDA_CHECK(cudaMalloc((void **)&d_values, (size_t)t->nrec * sizeof(int)));
	CUDA_CHECK(cudaMalloc((void **)&d_qkey, qbytes));
	CUDA_CHECK(cudaMalloc((void **)&d_ans, qbytes));
	CUDA_CHECK(cudaMemcpy(d_nodes, t->nodes, nbytes, cudaMemcpyHostToDevice));
	CUDA_CHECK(cudaMemcpy(d_values, t->values, (size_t)t->nrec * sizeof(int),
			      cudaMemcpyHostToDevice));
	CUDA_CHECK(cudaMemcpy(d_qkey, qkey, qbytes, cudaMemcpyHostToDevice));
	find_kernel<<<blocks, WARPS * 32>>>(d_nodes, d_values, t->height, d_qkey, d_ans, nq);
	CUDA_CHECK_LAUNCH();
	CUDA_CHECK(cudaMemcpy(ans, d_ans, qbytes, cudaMemcpyDeviceToHost));
	CUDA_CHECK(cudaFree(d_nodes));
	CUDA_CHECK(cudaFree(d_values));
	CUDA_CHECK(cudaFree(d_qkey));
	CUDA_CHECK(cudaFree(d_ans));

	/* find_range: the OpenMP version maps the tree again for its own target region. */
	CUDA_CHECK(cudaMalloc((void **)&d_nodes, nbytes));
	CUDA_CHECK(cudaMalloc((void **)&d_lo, qbytes));
	CUDA_CHECK(cudaMalloc((void **)&d_hi, qbytes));
	CUDA_CHECK(cudaMalloc((void **)&d_start, qbytes));
	CUDA_CHECK(cudaMalloc((void **)&d_length, qbytes));
	CUDA_CHECK(cudaMemcpy(d_nodes, t->nodes, nbytes, cudaMemcpyHostToDevice));
	CUDA_CHECK(cudaMemcpy(d_lo, lo, qbytes, cudaMemcpyHostToDevice));
	CUDA_CHECK(cudaMemcpy(d_hi, hi, qbytes, cudaMemcpyHostToDevice));
	range_kernel<<<blocks, WARPS * 32>>>(d_nodes, t->height, d_lo, d_hi, d_start, d_length, nq);
	CUDA_CHECK_LAUNCH();
	CUDA_CHECK(cudaMemcpy(start, d_start, qbytes, cudaMemcpyDeviceToHost));
	CUDA_CHECK(cudaMemcpy(length, d_length, qbytes, cudaMemcpyDeviceToHost));
	CUDA_CHECK(cudaFree(d_nodes));
	CUDA_CHECK(cudaFree(d_lo));
	CUDA_CHECK(cudaFree(d_hi));
	CUDA_CHECK(cudaFree(d_start));
	CUDA_CHECK(cudaFree(d_length));
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
	bench_cuda_warmup();

	t0 = bench_now_ms();
	run_queries(&t, qkey, lo, hi, ans, start, length, nq);
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
