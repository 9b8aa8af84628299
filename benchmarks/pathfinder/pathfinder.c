/* pathfinder: cheapest top-to-bottom path through a grid of weights (Rodinia's pathfinder,
 * rewritten).
 *
 * Dynamic programming row by row: cost[t][j] = wall[t][j] + min(cost[t-1][j-1..j+1]), the
 * neighbours outside the grid left out. The device keeps two rows and swaps them after each row;
 * the weights go in once, the last row comes back. Checked exactly against a serial reference. */
#include "bench.h"

static void
gen_wall(int *wall, long n)
{
	BenchRng r;
	long i;

	bench_rng_seed(&r, 202);
	for (i = 0; i < n; i++)
		wall[i] = bench_rng_int(&r, 10);
}

static void
warm_up_device(void)
{
	int x = 0;

#pragma omp target map(tofrom: x)
	x = x + 1;
}

/* Returns the buffer (buf0 or buf1) that holds the last row's costs. */
static int *
find_paths(const int *wall, int rows, int cols, int *buf0, int *buf1)
{
	int *prev = buf0, *next = buf1;

	for (int j = 0; j < cols; j++)
		buf0[j] = wall[j];
#pragma omp target data map(to: wall[0:(long)rows * cols], buf0[0:cols]) map(alloc: buf1[0:cols])
	{
		for (int t = 1; t < rows; t++) {
#pragma omp target teams distribute parallel for
			for (int j = 0; j < cols; j++) {
				int m = prev[j];
				if (j > 0 && prev[j - 1] < m)
					m = prev[j - 1];
				if (j < cols - 1 && prev[j + 1] < m)
					m = prev[j + 1];
				next[j] = wall[(long)t * cols + j] + m;
			}
			int *tmp = prev;
			prev = next;
			next = tmp;
		}
#pragma omp target update from(prev[0:cols])
	}
	return prev;
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
	warm_up_device();

	t0 = bench_now_ms();
	res = find_paths(wall, rows, cols, buf0, buf1);
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
