/* bfs, CUDA twin of bfs.c: the same level-synchronous search over frontier masks, two launches
 * per level with a thread per node (256-thread blocks). The second kernel counts the new frontier
 * with __syncthreads_count and one atomicAdd per block; the host reads the count back each level,
 * as the OpenMP reduction does. Same host buffers and transfers as the OpenMP version (graph and
 * masks in, costs in and out). */
#include <cuda_runtime.h>

#include "bench.h"

#define BLOCK 256

typedef struct Node {
	int start; /* first edge */
	int degree;
} Node;

static int *
gen_graph(Node *nodes, int n, long *nedges)
{
	BenchRng r;
	long m = 0;
	int *edges, i;

	bench_rng_seed(&r, 1111);
	for (i = 0; i < n; i++) {
		nodes[i].start = (int)m;
		nodes[i].degree = 2 + bench_rng_int(&r, 7);
		m += nodes[i].degree;
	}
	if (m > 0x7fffffffL) {
		fprintf(stderr, "bfs: too many edges\n");
		exit(2);
	}
	edges = (int *)bench_alloc((size_t)m * sizeof(int));
	for (long e = 0; e < m; e++)
		edges[e] = bench_rng_int(&r, n);
	*nedges = m;
	return edges;
}

__global__ void
expand_kernel(const Node *__restrict__ nodes, const int *__restrict__ edges,
	      unsigned char *__restrict__ mask, unsigned char *__restrict__ updated,
	      const unsigned char *__restrict__ visited, int *__restrict__ cost, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;

	if (i >= n || !mask[i])
		return;
	mask[i] = 0;
	Node nd = nodes[i];
	int c = cost[i] + 1;
	for (int e = nd.start; e < nd.start + nd.degree; e++) {
		int id = edges[e];
		if (!visited[id]) {
			cost[id] = c;
			updated[id] = 1;
		}
	}
}

__global__ void
advance_kernel(unsigned char *__restrict__ mask, unsigned char *__restrict__ updated,
	       unsigned char *__restrict__ visited, int n, int *__restrict__ frontier)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	int mine = 0;

	if (i < n && updated[i]) {
		mask[i] = 1;
		visited[i] = 1;
		updated[i] = 0;
		mine = 1;
	}
	int count = __syncthreads_count(mine);
	if (threadIdx.x == 0 && count)
		atomicAdd(frontier, count);
}

/* Returns the number of levels. */
static int
search(const Node *nodes, const int *edges, long nedges, int n, unsigned char *mask,
       unsigned char *updated, unsigned char *visited, int *cost)
{
	Node *d_nodes;
	int *d_edges, *d_cost, *d_frontier, levels = 0, frontier;
	unsigned char *d_mask, *d_updated, *d_visited;
	int blocks = (n + BLOCK - 1) / BLOCK;

	CUDA_CHECK(cudaMalloc((void **)&d_nodes, (size_t)n * sizeof(Node)));
	CUDA_CHECK(cudaMalloc((void **)&d_edges, (size_t)nedges * sizeof(int)));
	CUDA_CHECK(cudaMalloc((void **)&d_mask, (size_t)n));
	CUDA_CHECK(cudaMalloc((void **)&d_updated, (size_t)n));
	CUDA_CHECK(cudaMalloc((void **)&d_visited, (size_t)n));
	CUDA_CHECK(cudaMalloc((void **)&d_cost, (size_t)n * sizeof(int)));
	CUDA_CHECK(cudaMalloc((void **)&d_frontier, sizeof(int)));
	CUDA_CHECK(cudaMemcpy(d_nodes, nodes, (size_t)n * sizeof(Node), cudaMemcpyHostToDevice));
	CUDA_CHECK(cudaMemcpy(d_edges, edges, (size_t)nedges * sizeof(int), cudaMemcpyHostToDevice));
	CUDA_CHECK(cudaMemcpy(d_mask, mask, (size_t)n, cudaMemcpyHostToDevice));
	CUDA_CHECK(cudaMemcpy(d_updated, updated, (size_t)n, cudaMemcpyHostToDevice));
	CUDA_CHECK(cudaMemcpy(d_visited, visited, (size_t)n, cudaMemcpyHostToDevice));
	CUDA_CHECK(cudaMemcpy(d_cost, cost, (size_t)n * sizeof(int), cudaMemcpyHostToDevice));
	do {
		expand_kernel<<<blocks, BLOCK>>>(d_nodes, d_edges, d_mask, d_updated, d_visited,
						 d_cost, n);
		CUDA_CHECK_LAUNCH();
		CUDA_CHECK(cudaMemsetAsync(d_frontier, 0, sizeof(int)));
		advance_kernel<<<blocks, BLOCK>>>(d_mask, d_updated, d_visited, n, d_frontier);
		CUDA_CHECK_LAUNCH();
		CUDA_CHECK(cudaMemcpy(&frontier, d_frontier, sizeof(int), cudaMemcpyDeviceToHost));
		levels++;
	} while (frontier > 0);
	CUDA_CHECK(cudaMemcpy(cost, d_cost, (size_t)n * sizeof(int), cudaMemcpyDeviceToHost));
	CUDA_CHECK(cudaFree(d_nodes));
	CUDA_CHECK(cudaFree(d_edges));
	CUDA_CHECK(cudaFree(d_mask));
	CUDA_CHECK(cudaFree(d_updated));
	CUDA_CHECK(cudaFree(d_visited));
	CUDA_CHECK(cudaFree(d_cost));
	CUDA_CHECK(cudaFree(d_frontier));
	return levels;
}

static void
reference(const Node *nodes, const int *edges, int n, int src, int *cost)
{
	int *queue = (int *)bench_alloc((size_t)n * sizeof(int));
	int head = 0, tail = 0, i;

	for (i = 0; i < n; i++)
		cost[i] = -1;
	cost[src] = 0;
	queue[tail++] = src;
	while (head < tail) {
		int u = queue[head++];
		for (int e = nodes[u].start; e < nodes[u].start + nodes[u].degree; e++) {
			int v = edges[e];
			if (cost[v] < 0) {
				cost[v] = cost[u] + 1;
				queue[tail++] = v;
			}
		}
	}
	free(queue);
}

int
main(int argc, char **argv)
{
	static const long small[] = {65536}, large[] = {8388608};
	BenchSize size = bench_parse_size(argc, argv, 1, small, large, "<nodes>");
	int n = (int)size.v[0], levels, i, reached = 0;
	long nedges, bad;
	Node *nodes = (Node *)bench_alloc((size_t)n * sizeof(Node));
	int *edges = gen_graph(nodes, n, &nedges);
	unsigned char *mask = (unsigned char *)bench_alloc((size_t)n);
	unsigned char *updated = (unsigned char *)bench_alloc((size_t)n);
	unsigned char *visited = (unsigned char *)bench_alloc((size_t)n);
	int *cost = (int *)bench_alloc((size_t)n * sizeof(int));
	int *ref = (int *)bench_alloc((size_t)n * sizeof(int));
	double t0, t1;

	for (i = 0; i < n; i++) {
		mask[i] = updated[i] = visited[i] = 0;
		cost[i] = -1;
	}
	mask[0] = visited[0] = 1;
	cost[0] = 0;
	bench_cuda_warmup();

	t0 = bench_now_ms();
	levels = search(nodes, edges, nedges, n, mask, updated, visited, cost);
	t1 = bench_now_ms();

	if (!bench_ref_load("bfs", &size, "cost", ref, sizeof *ref, n)) {
		reference(nodes, edges, n, 0, ref);
		bench_ref_save("bfs", &size, "cost", ref, sizeof *ref, n);
	}
	bad = bench_check_int("cost", cost, ref, NULL, n);
	for (i = 0; i < n; i++)
		reached += cost[i] >= 0;
	printf("bfs: %d nodes, %ld edges, %d levels, %d reached\n", n, nedges, levels, reached);
	free(nodes);
	free(edges);
	free(mask);
	free(updated);
	free(visited);
	free(cost);
	free(ref);
	return bench_finish("bfs", &size, bad == 0, t1 - t0);
}
