/* lud: in-place LU decomposition without pivoting, A = L U with L unit lower triangular
 * (Rodinia's lud, rewritten).
 *
 * Blocked right-looking algorithm with blocks of BS columns. For each block step: factor the
 * column panel (one launch per column: scale the column below the diagonal, update the rest of
 * the panel), solve the row panel with the panel's unit lower triangle (one launch, a thread per
 * column), then subtract the product of the two panels from the trailing matrix (one launch over
 * all trailing elements, collapse(2)). A goes in and comes back once. The matrix is strictly
 * diagonally dominant, so no pivoting is needed. Checked against a serial unblocked
 * factorization and by rebuilding sampled entries of A from L and U. */
#include "bench.h"

#define BS 32
#define SAMPLES 2000

static void
gen_matrix(float *a, int n)
{
	BenchRng r;
	int i, j;

	bench_rng_seed(&r, 808);
	for (i = 0; i < n; i++) {
		for (j = 0; j < n; j++)
			a[(long)i * n + j] = bench_rng_range(&r, -1.0f, 1.0f);
		a[(long)i * n + i] += (float)n;
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
decompose(float *a, int n)
{
	long nn = (long)n * n;

#pragma omp target data map(tofrom: a[0:nn])
	{
		for (int kb = 0; kb < n; kb += BS) {
			int be = kb + BS < n ? kb + BS : n;

			/* The column panel a[kb:n][kb:be]. */
			for (int k = kb; k < be; k++) {
#pragma omp target teams distribute parallel for
				for (int i = k + 1; i < n; i++) {
					float l = a[(long)i * n + k] / a[(long)k * n + k];
					a[(long)i * n + k] = l;
					for (int j = k + 1; j < be; j++)
						a[(long)i * n + j] -= l * a[(long)k * n + j];
				}
			}

			/* The row panel a[kb:be][be:n]: forward substitution with L11. */
#pragma omp target teams distribute parallel for
			for (int j = be; j < n; j++) {
				for (int i = kb + 1; i < be; i++) {
					float s = a[(long)i * n + j];
					for (int k = kb; k < i; k++)
						s -= a[(long)i * n + k] * a[(long)k * n + j];
					a[(long)i * n + j] = s;
				}
			}

			/* The trailing matrix: A22 -= L21 U12. */
#pragma omp target teams distribute parallel for collapse(2)
			for (int i = be; i < n; i++) {
				for (int j = be; j < n; j++) {
					float s = 0.0f;
					for (int k = kb; k < be; k++)
						s += a[(long)i * n + k] * a[(long)k * n + j];
					a[(long)i * n + j] -= s;
				}
			}
		}
	}
}

static void
reference(float *a, int n)
{
	int i, j, k;

	for (k = 0; k < n; k++) {
		for (i = k + 1; i < n; i++) {
			float l = a[(long)i * n + k] / a[(long)k * n + k];
			a[(long)i * n + k] = l;
			for (j = k + 1; j < n; j++)
				a[(long)i * n + j] -= l * a[(long)k * n + j];
		}
	}
}

/* (L U)[i][j] in double, from the packed factors. */
static double
rebuild(const float *lu, int n, int i, int j)
{
	int k, kmax = i < j ? i : j;
	double s = 0;

	for (k = 0; k < kmax; k++)
		s += (double)lu[(long)i * n + k] * lu[(long)k * n + j];
	return s + (i <= j ? lu[(long)i * n + j] : (double)lu[(long)i * n + j] * lu[(long)j * n + j]);
}

int
main(int argc, char **argv)
{
	static const long small[] = {256}, large[] = {3072};
	BenchSize size = bench_parse_size(argc, argv, 1, small, large, "<n, a multiple of 32>");
	int n = (int)size.v[0], s;
	long nn = (long)n * n, bad = 0;
	float *a = (float *)bench_alloc((size_t)nn * sizeof(float));
	float *a0 = (float *)bench_alloc((size_t)nn * sizeof(float));
	float *ref = (float *)bench_alloc((size_t)nn * sizeof(float));
	BenchRng r;
	double t0, t1;

	if (n % BS) {
		fprintf(stderr, "lud: n must be a multiple of %d\n", BS);
		return 2;
	}
	gen_matrix(a, n);
	memcpy(a0, a, (size_t)nn * sizeof(float));
	memcpy(ref, a, (size_t)nn * sizeof(float));
	warm_up_device();

	t0 = bench_now_ms();
	decompose(a, n);
	t1 = bench_now_ms();

	if (!bench_ref_load("lud", &size, "LU", ref, sizeof *ref, nn)) {
		reference(ref, n);
		bench_ref_save("lud", &size, "LU", ref, sizeof *ref, nn);
	}
	bad += bench_check_float("LU", a, ref, NULL, nn, 1e-3, 1e-5);
	bench_rng_seed(&r, 809);
	for (s = 0; s < SAMPLES; s++) {
		int i = bench_rng_int(&r, n), j = bench_rng_int(&r, n);
		double v = rebuild(a, n, i, j);
		if (!bench_close(v, a0[(long)i * n + j], 1e-4, 1e-3)) {
			if (bad < 5)
				fprintf(stderr, "(LU)[%d][%d] = %.8g, A has %.8g\n", i, j, v,
					a0[(long)i * n + j]);
			bad++;
		}
	}
	printf("lud: %d x %d, U[n-1][n-1] = %.6f\n", n, n, a[nn - 1]);
	free(a);
	free(a0);
	free(ref);
	return bench_finish("lud", &size, bad == 0, t1 - t0);
}
