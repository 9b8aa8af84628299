/* pivot_rows_sim.test: the pivot rows' kernels of Inputs/pivot_sim_kernels.c
 * run on host threads (cuda_sim/cuda_sim.h, its warps' __shfl_sync), as
 * the runtime launches them (runtime/chain.c: kernel_pivots on one block,
 * then kernel_below on a grid of warps striding over the rows), compared
 * bit for bit with the loops they come from, run serially: blocks of
 * columns whose rows' accesses span at most 32 columns (kernel_below's
 * row in registers) and more (in memory), matrices of sides not multiples
 * of 32. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include KERNELS

static unsigned seed = 7;
static int bad;

static double
rnd(void)
{
	seed = seed * 1103515245u + 12345u;
	return (double)((seed >> 16) & 0x7fff) / 16384.0 + 0.5;
}

/* kernel_pivots' block: a warp a pivot row, at most 1024 threads. */
static unsigned
pivot_threads(int trip)
{
	unsigned t = (unsigned)(trip - 1) * 32;

	return t > 1024 ? 1024 : t < 32 ? 32 : t;
}

template <typename T>
static void
same(const char *what, const T *got, const T *want, int n)
{
	if (memcmp(got, want, sizeof(T) * n)) {
		printf("FAIL %s\n", what);
		bad = 1;
	}
}

/* The panels of an n x n matrix in blocks of bs columns, each block's
 * rows past it then updated on the host, as lud's trailing update would;
 * with past, not the last block (whose column be the host's check finds
 * outside the rows: the chain runs it). */
template <typename T, typename P, typename B, typename S>
static void
run(const char *name, int n, int bs, P pivots, B below, S serial, bool past = false)
{
	T *a = (T *)malloc(sizeof(T) * n * n), *b = (T *)malloc(sizeof(T) * n * n);
	O2cDone d = {0, 0};
	char what[80];

	for (int e = 0; e < n * n; e++)
		b[e] = a[e] = (T)rnd();
	for (int kb = 0; kb < n; kb += bs) {
		int be = kb + bs < n ? kb + bs : n;
		if (past && be == n)
			break;
		unsigned long long trip = (unsigned long long)(be - kb);
		sim_launch(1, pivot_threads(be - kb), [&] { pivots(kb, n, a, be, d, trip); });
		sim_launch(3, 64, [&] { below(kb, n, a, be, d, trip); });
		serial(b, n, kb, be);
		snprintf(what, sizeof what, "%s n %d, blocks of %d, block at %d", name, n, bs, kb);
		same(what, a, b, n * n);
		for (int i = be; i < n; i++) /* the next panel's rows, new values */
			for (int j = be; j < n; j++)
				b[(long)i * n + j] = a[(long)i * n + j] = (T)rnd();
	}
	free(a), free(b);
}

static void
panel(float *a, int n, int kb, int be)
{
	for (int k = kb; k < be; k++)
		for (int i = k + 1; i < n; i++) {
			float l = a[(long)i * n + k] / a[(long)k * n + k];
			a[(long)i * n + k] = l;
			for (int j = k + 1; j < be; j++)
				a[(long)i * n + j] -= l * a[(long)k * n + j];
		}
}

static void
shifted(double *a, int n, int kb, int be)
{
	for (int k = kb; k < be; k++)
		for (int i = k + 1; i < n; i++) {
			double l = a[(long)i * n + k] / a[(long)k * n + k];
			a[(long)i * n + k] = l;
			a[(long)i * n + 0] += l;
			for (int j = k; j < be - 1; j++)
				a[(long)i * n + j + 1] -= l * a[(long)k * n + j + 1];
		}
}

static void
rhs(float *a, int n, int kb, int be)
{
	for (int k = kb; k < be; k++)
		for (int i = k + 1; i < n; i++) {
			float l = a[(long)i * n + k] / a[(long)k * n + k] + a[(long)k * n + be];
			a[(long)i * n + k] = l;
			for (int j = k + 1; j < be; j++)
				a[(long)i * n + j] -= l * a[(long)k * n + j];
		}
}

int
main(void)
{
	const int sides[][2] = {{77, 16}, {77, 33}, {100, 32}, {100, 40}, {70, 64}, {45, 2}};

	for (int s = 0; s < 6; s++) {
		run<float>("panel", sides[s][0], sides[s][1], o2c_pivot_sim_kernels_10_pivots,
		           o2c_pivot_sim_kernels_10_below, panel);
		run<double>("shifted", sides[s][0], sides[s][1], o2c_pivot_sim_kernels_23_pivots,
		            o2c_pivot_sim_kernels_23_below, shifted);
		run<float>("rhs", sides[s][0], sides[s][1], o2c_pivot_sim_kernels_37_pivots,
		           o2c_pivot_sim_kernels_37_below, rhs, true);
	}
	printf("sim: %s\n", bad ? "FAIL" : "PASS");
	return bad;
}
