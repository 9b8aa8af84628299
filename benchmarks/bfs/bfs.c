/* bfs: breadth-first search levels of a random sparse graph (Rodinia's bfs, rewritten).
 *
 * Level-synchronous BFS over frontier masks, two launches per level: the first expands every
 * frontier node (marks its unvisited neighbours as updated and sets their cost to the node's cost
 * plus one), the second turns the updated nodes into the next frontier and counts them (a
 * reduction); the host loop stops at an empty frontier. All frontier nodes of a level have the
 * same cost, so concurrent writes of a neighbour's cost store the same value. The graph (CSR:
 * a start and a degree per node, one edge array) and the masks go in once, the costs come back.
 * Each node has 2 to 8 out-edges to uniformly random nodes. Checked exactly against a serial
 * queue-based BFS. */
#include "bench.h"

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

static void
warm_up_device(void)
{
	int x = 0;

#pragma omp target map(tofrom: x)
	x = x + 1;
}

/* Returns the number of levels. */
static int
search(const Node *nodes, const int *edges, long nedges, int n, unsigned char *mask,
       unsigned char *updated, unsigned char *visited, int *cost)
{
	int levels = 0, frontier;

#pragma omp target data map(to: nodes[0:n], edges[0:nedges], mask[0:n], updated[0:n], visited[0:n]) map(tofrom: cost[0:n])
	{
		do {
#pragma omp target teams distribute parallel for
			for (int i = 0; i < n; i++) {
				if (mask[i]) {
					mask[i] = 0;
					int end = nodes[i].start + nodes[i].degree;
					for (int e = nodes[i].start; e < end; e++) {
						int id = edges[e];
						if (!visited[id]) {
							cost[id] = cost[i] + 1;
							updated[id] = 1;
						}
					}
				}
			}

			frontier = 0;
#pragma omp target teams distribute parallel for reduction(+: frontier)
			for (int i = 0; i < n; i++) {
				if (updated[i]) {
					mask[i] = 1;
					visited[i] = 1;
					updated[i] = 0;
					frontier++;
				}
			}
			levels++;
		} while (frontier > 0);
	}
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
	warm_up_device();

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
