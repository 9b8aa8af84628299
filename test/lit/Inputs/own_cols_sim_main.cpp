/* own_columns_sim.test: the kernels of test/run/own_columns.c (its
 * iterations' own columns in registers, codegen/emit_cols.c) run on host
 * threads (cuda_sim/cuda_sim.h), compared element for element with the
 * loops they come from run serially, over panels whose rows the
 * registers hold (1 to 32) and one they do not (33).  The test has each
 * register body call sim_path as it starts (sim_path(true): these
 * kernels' register bodies are all a full window's), and the counts say
 * which form each panel ran. */
#include <atomic>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static std::atomic<long> sim_runs[2]; /* register bodies run: [1] in the full window */

static void
sim_path(bool full)
{
	sim_runs[full]++;
}

#include KERNELS

static int bad;

/* The register bodies each kernel ran in panels of a width, by form. */
static long runs[2][4][2];

static void
count(int kernel, int w)
{
	for (int full = 0; full < 2; full++)
		runs[kernel][w][full] += sim_runs[full].exchange(0);
}

static void
forward_ref(unsigned *a, int n, int kb, int be)
{
	for (int j = be; j < n; j++)
		for (int i = kb + 1; i < be; i++) {
			unsigned s = a[(long)i * n + j];
			for (int k = kb; k < i; k++)
				s -= a[(long)i * n + k] * a[(long)k * n + j];
			a[(long)i * n + j] = s;
		}
}

static void
shifted_ref(unsigned *a, int n, int kb, int be, int r0, int c0)
{
	for (int j = be; j <= n - 1; j++) {
		a[(long)r0 * n + j] += 7u;
		for (int i = kb; i < be - 2; i++) {
			for (int k = i + 1; k < i + 3; k++)
				a[(long)(i + 1) * n + j] ^= a[(long)(k - 1) * n + j] * 3u + a[(long)k * n + c0];
			a[(long)i * n + j]++;
		}
	}
}

static void
same(const char *what, int n, int kb, int be, const unsigned *got, const unsigned *want)
{
	if (memcmp(got, want, sizeof *got * n * n)) {
		printf("FAIL %s n %d rows %d..%d\n", what, n, kb, be);
		bad = 1;
	}
}

int
main(void)
{
	static const int widths[] = {1, 20, 32, 33}, past[] = {0, 1, 31, 77};
	O2cDone d = {0, 0};

	for (int w = 0; w < 4; w++)
		for (int p = 0; p < 4; p++)
			for (int kb = 0; kb <= 5; kb += 5) {
				int be = kb + widths[w], n = be + past[p];
				unsigned *a = (unsigned *)malloc(sizeof *a * n * n);
				unsigned *r = (unsigned *)malloc(sizeof *r * n * n);
				for (long i = 0; i < (long)n * n; i++)
					a[i] = r[i] = (unsigned)(i * 2654435761u + w * 16 + p) >> 7;
				sim_launch(2, 32, [&] { o2c_own_columns_35(be, n, kb, a, d); });
				count(0, w);
				forward_ref(r, n, kb, be);
				same("forward", n, kb, be, a, r);
				sim_launch(3, 32, [&] { o2c_own_columns_65(be, n, a, kb, kb, kb / 2, d); });
				count(1, w);
				shifted_ref(r, n, kb, be, kb, kb / 2);
				same("shifted", n, kb, be, a, r);
				free(a), free(r);
			}
	for (int k = 0; k < 2; k++)
		for (int w = 0; w < 4; w++)
			printf("%s rows %d: full window %ld, other %ld\n", k ? "shifted" : "forward",
			       widths[w], runs[k][w][1], runs[k][w][0]);
	printf("sim: %s\n", bad ? "FAIL" : "PASS");
	return bad;
}
