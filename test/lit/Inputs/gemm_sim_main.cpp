/* gemm_tiles_sim.test: the tiled kernels of test/run/Inputs/gemm_kernels.c
 * run on host threads (cuda_sim/cuda_sim.h), on partial tiles, empty
 * ranges and grids smaller than the tiles, compared bit for bit with the
 * loops they come from, run serially; and the run-time check's answers. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include KERNELS

static unsigned seed = 7;
static int bad;

static float
rnd(void)
{
	seed = seed * 1103515245u + 12345u;
	return (float)((seed >> 16) & 0x7fff) / 16384.0f - 1.0f;
}

static void
same(const char *what, const float *got, const float *want, int n)
{
	if (memcmp(got, want, sizeof(float) * n)) {
		printf("FAIL %s\n", what);
		bad = 1;
	}
}

static void
matmul(int n, int m, int p, unsigned blocks, int tile)
{
	float *x = (float *)malloc(sizeof(float) * (n * p + 1)), *y = (float *)malloc(sizeof(float) * (p * m + 1));
	float *z = (float *)calloc(n * m + 1, sizeof(float)), *w = (float *)calloc(n * m + 1, sizeof(float));
	O2cDone d = {0, 0};
	char what[64];

	for (int i = 0; i < n * p; i++)
		x[i] = rnd();
	for (int i = 0; i < p * m; i++)
		y[i] = rnd();
	sim_launch(blocks, 256, [&] { o2c_gemm_kernels_12(n, m, p, x, y, z, d, tile); });
	for (int i = 0; i < n; i++)
		for (int j = 0; j < m; j++) {
			float s = 0.0f;
			for (int k = 0; k < p; k++)
				s += x[(long)i * p + k] * y[(long)k * m + j];
			w[(long)i * m + j] = s;
		}
	snprintf(what, sizeof what, "matmul %d x %d x %d, %u blocks, tile %d", n, m, p, blocks, tile);
	same(what, z, w, n * m);
	free(x), free(y), free(z), free(w);
}

static void
lu(int n, int bs, unsigned blocks)
{
	float *a = (float *)malloc(sizeof(float) * n * n), *b = (float *)malloc(sizeof(float) * n * n);
	O2cDone d = {0, 0};
	char what[64];

	for (int i = 0; i < n * n; i++)
		b[i] = a[i] = rnd();
	for (int kb = 0; kb < n; kb += bs) {
		int be = kb + bs < n ? kb + bs : n;
		sim_launch(blocks, 256, [&] { o2c_gemm_kernels_25(be, n, kb, a, d, 1); });
		for (int i = be; i < n; i++)
			for (int j = be; j < n; j++) {
				float s = 0.0f;
				for (int k = kb; k < be; k++)
					s += b[(long)i * n + k] * b[(long)k * n + j];
				b[(long)i * n + j] -= s;
			}
	}
	snprintf(what, sizeof what, "trailing update %d by %d, %u blocks", n, bs, blocks);
	same(what, a, b, n * n);
	free(a), free(b);
}

static void
interleaved(void)
{
	int n = 37, p = 53, ld = 2 * p;
	float *buf = (float *)malloc(sizeof(float) * n * ld), *want = (float *)malloc(sizeof(float) * n * ld);
	float *y = (float *)malloc(sizeof(float) * p * p);
	O2cDone d = {0, 0};

	for (int i = 0; i < n * ld; i++)
		want[i] = buf[i] = rnd();
	for (int i = 0; i < p * p; i++)
		y[i] = rnd();
	sim_launch(3, 256, [&] { o2c_gemm_kernels_38(n, p, buf, ld, y, buf + p, d, 1); });
	for (int i = 0; i < n; i++)
		for (int j = 0; j < p; j++) {
			float s = 0.0f;
			for (int k = 0; k < p; k++)
				s += want[(long)i * ld + k] * y[(long)k * p + j];
			want[(long)i * ld + p + j] = s;
		}
	same("interleaved rows", buf, want, n * ld);
	free(buf), free(want), free(y);
}

int
main(void)
{
	static float m[100 * 100];

	/* lud's boxes apart; interleaved rows and overlapping columns not */
	printf("apart %d %d %d %d\n", (int)o2c_tile_apart(m, 100, 40, 100, 8, 40, m, 100, 40, 100, 40, 100, 4),
	       (int)o2c_tile_apart(m, 100, 8, 40, 40, 100, m, 100, 40, 100, 40, 100, 4),
	       (int)o2c_tile_apart(m, 100, 40, 100, 8, 41, m, 100, 40, 100, 40, 100, 4),
	       (int)o2c_tile_apart(m, 100, 0, 30, 0, 50, m + 50, 100, 0, 30, 0, 50, 4));
	matmul(37, 45, 53, 2, 1);
	matmul(37, 45, 53, 2, 0);
	matmul(16, 16, 16, 1, 1);
	matmul(1, 1, 1, 1, 1);
	matmul(33, 17, 0, 2, 1);
	matmul(5, 70, 31, 7, 1);
	matmul(70, 66, 64, 3, 1); /* whole tiles of two steps of k beside partial ones */
	matmul(64, 64, 32, 2, 1);
	matmul(64, 96, 0, 2, 1); /* whole tiles, no step */
	lu(77, 13, 3);
	lu(96, 32, 3); /* whole tiles, as lud's */
	lu(40, 16, 1);
	lu(29, 5, 2);
	interleaved();
	puts(bad ? "FAIL" : "sim: PASS");
	return bad;
}
