/* gaussian: solves A x = b by Gaussian elimination without pivoting (Rodinia's gaussian,
 * rewritten).
 *
 * For each pivot t the device computes the column of multipliers m[i][t] = a[i][t] / a[t][t]
 * (one launch), then subtracts m[i][t] times row t from every row below it, b included (a second
 * launch over the trailing submatrix). A and b go in and come back once; the multipliers stay on
 * the device. The host then back-substitutes. The matrix is strictly diagonally dominant, so no
 * pivoting is needed. Checked against a known solution x_true (b = A x_true is formed serially)
 * and, up to REF_MAX_N, element-wise against a serial elimination. */
#include "bench.h"

#define REF_MAX_N 2048

static void
gen_system(float *a, float *x_true, float *b, int n)
{
	BenchRng r;
	int i, j;

	bench_rng_seed(&r, 505);
	for (i = 0; i < n; i++) {
		for (j = 0; j < n; j++)
			a[(long)i * n + j] = bench_rng_range(&r, -1.0f, 1.0f);
		a[(long)i * n + i] = (float)n;
		x_true[i] = bench_rng_range(&r, -1.0f, 1.0f);
	}
	for (i = 0; i < n; i++) {
		double s = 0;
		for (j = 0; j < n; j++)
			s += (double)a[(long)i * n + j] * x_true[j];
		b[i] = (float)s;
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
eliminate(float *a, float *b, float *m, int n)
{
	long nn = (long)n * n;

#pragma omp target data map(tofrom: a[0:nn], b[0:n]) map(alloc: m[0:nn])
	{
		for (int t = 0; t < n - 1; t++) {
#pragma omp target teams distribute parallel for
			for (int i = t + 1; i < n; i++)
				m[(long)i * n + t] = a[(long)i * n + t] / a[(long)t * n + t];

#pragma omp target teams distribute parallel for collapse(2)
			for (int i = t + 1; i < n; i++) {
				for (int j = t; j < n; j++) {
					float mi = m[(long)i * n + t];
					a[(long)i * n + j] -= mi * a[(long)t * n + j];
					if (j == t)
						b[i] -= mi * b[t];
				}
			}
		}
	}
}

static void
reference_eliminate(float *a, float *b, int n)
{
	int t, i, j;

	for (t = 0; t < n - 1; t++) {
		for (i = t + 1; i < n; i++) {
			float mi = a[(long)i * n + t] / a[(long)t * n + t];
			for (j = t; j < n; j++)
				a[(long)i * n + j] -= mi * a[(long)t * n + j];
			b[i] -= mi * b[t];
		}
	}
}

static void
back_substitute(const float *a, const float *b, float *x, int n)
{
	int i, j;

	for (i = n - 1; i >= 0; i--) {
		double s = b[i];
		for (j = i + 1; j < n; j++)
			s -= (double)a[(long)i * n + j] * x[j];
		x[i] = (float)(s / a[(long)i * n + i]);
	}
}

int
main(int argc, char **argv)
{
	static const long small[] = {256}, large[] = {2048};
	BenchSize size = bench_parse_size(argc, argv, 1, small, large, "<n>");
	int n = (int)size.v[0], i, j;
	long nn = (long)n * n, bad = 0;
	float *a = (float *)bench_alloc((size_t)nn * sizeof(float));
	float *m = (float *)bench_alloc((size_t)nn * sizeof(float));
	float *b = (float *)bench_alloc((size_t)n * sizeof(float));
	float *x = (float *)bench_alloc((size_t)n * sizeof(float));
	float *x_true = (float *)bench_alloc((size_t)n * sizeof(float));
	double t0, t1;

	gen_system(a, x_true, b, n);
	if (n <= REF_MAX_N) {
		float *ra = (float *)bench_alloc((size_t)nn * sizeof(float));
		float *rb = (float *)bench_alloc((size_t)n * sizeof(float));

		memcpy(ra, a, (size_t)nn * sizeof(float));
		memcpy(rb, b, (size_t)n * sizeof(float));
		warm_up_device();
		t0 = bench_now_ms();
		eliminate(a, b, m, n);
		t1 = bench_now_ms();
		if (!(bench_ref_load("gaussian", &size, "a", ra, sizeof *ra, nn) &&
		      bench_ref_load("gaussian", &size, "b", rb, sizeof *rb, n))) {
			reference_eliminate(ra, rb, n);
			bench_ref_save("gaussian", &size, "a", ra, sizeof *ra, nn);
			bench_ref_save("gaussian", &size, "b", rb, sizeof *rb, n);
		}
		/* Compare U (the upper triangle) and the reduced b. */
		for (i = 0; i < n; i++) {
			for (j = i; j < n; j++) {
				long k = (long)i * n + j;
				if (!bench_close(a[k], ra[k], 1e-4, 1e-4)) {
					if (bad < 5)
						fprintf(stderr, "U[%d][%d] = %.8g, expected %.8g\n",
							i, j, a[k], ra[k]);
					bad++;
				}
			}
		}
		bad += bench_check_float("b", b, rb, NULL, n, 1e-4, 1e-4);
		free(ra);
		free(rb);
	} else {
		warm_up_device();
		t0 = bench_now_ms();
		eliminate(a, b, m, n);
		t1 = bench_now_ms();
	}
	back_substitute(a, b, x, n);
	bad += bench_check_float("x", x, x_true, NULL, n, 0.0, 1e-3);
	printf("gaussian: %d x %d system solved, x[0] = %.6f\n", n, n, x[0]);
	free(a);
	free(m);
	free(b);
	free(x);
	free(x_true);
	return bench_finish("gaussian", &size, bad == 0, t1 - t0);
}
