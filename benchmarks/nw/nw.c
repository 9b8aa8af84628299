/* nw: Needleman-Wunsch global alignment scores of two sequences (Rodinia's nw, rewritten).
 *
 * score[i][j] = max(score[i-1][j-1] + sim(a[i], b[j]), score[i-1][j] - penalty,
 *                   score[i][j-1] - penalty), with score[i][0] = score[0][i] = -i * penalty.
 * The (n+1) x (n+1) matrix is cut into BS x BS tiles and swept by anti-diagonals of tiles, one
 * launch per tile diagonal: a team per tile, and inside the tile its BS threads sweep the tile's
 * own anti-diagonals (a parallel for per cell diagonal, whose barrier orders them). The
 * similarity matrix goes in, the score matrix goes in and out. Similarities come from a random
 * symmetric 24 x 24 substitution table. Checked exactly against a serial reference. */
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

static void
warm_up_device(void)
{
	int x = 0;

#pragma omp target map(tofrom: x)
	x = x + 1;
}

static void
align(int *score, const int *ref, int n)
{
	int nb = n / BS, w = n + 1;
	long cells = (long)w * w;

#pragma omp target data map(to: ref[0:cells]) map(tofrom: score[0:cells])
	{
		for (int d = 0; d < 2 * nb - 1; d++) {
			int first = d < nb ? 0 : d - nb + 1;
			int last = d < nb ? d : nb - 1;
#pragma omp target teams distribute
			for (int br = first; br <= last; br++) {
				int bc = d - br;
				for (int m = 0; m < 2 * BS - 1; m++) {
#pragma omp parallel for
					for (int t = 0; t < BS; t++) {
						int y = m - t;
						if (y >= 0 && y < BS) {
							long i = (long)br * BS + y + 1;
							long j = (long)bc * BS + t + 1;
							int v = score[(i - 1) * w + j - 1] + ref[i * w + j];
							int up = score[(i - 1) * w + j] - PENALTY;
							int left = score[i * w + j - 1] - PENALTY;
							v = v > up ? v : up;
							v = v > left ? v : left;
							score[i * w + j] = v;
						}
					}
				}
			}
		}
	}
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
	warm_up_device();

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
