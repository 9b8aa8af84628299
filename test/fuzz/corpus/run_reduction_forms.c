// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// Reductions on target parallel for [simd] (num_threads) and target teams distribute ... for simd.

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

/* Every form computes the same five results; r[] gets them in order. */
enum { NRES = 5 };
static const char *const names[NRES] = {"sum", "count", "max", "min", "product"};

static void
reference(int n, const double *x, const int *k, double *r)
{
	double sum = 1.5, mx = -1e300, prod = 2.0;
	int cnt = 7;
	long mn = 1L << 40;

	for (int i = 0; i < n; i++) {
		sum += x[i];
		cnt += k[i] > 0;
		mx = x[i] > mx ? x[i] : mx;
		mn = (long)k[i] * 3 < mn ? (long)k[i] * 3 : mn;
		prod *= 1.0 + (k[i] % 5 - 2) * 1e-6;
	}
	r[0] = sum, r[1] = cnt, r[2] = mx, r[3] = (double)mn, r[4] = prod;
}

static void
par_for(int n, const double *x, const int *k, double *r)
{
	double sum = 1.5, mx = -1e300, prod = 2.0;
	int cnt = 7;
	long mn = 1L << 40;

#pragma omp target parallel for map(to: x[0:n], k[0:n]) reduction(+: sum, cnt) \
	reduction(max: mx) reduction(min: mn) reduction(*: prod)
	for (int i = 0; i < n; i++) {
		sum += x[i];
		cnt += k[i] > 0;
		mx = x[i] > mx ? x[i] : mx;
		mn = (long)k[i] * 3 < mn ? (long)k[i] * 3 : mn;
		prod *= 1.0 + (k[i] % 5 - 2) * 1e-6;
	}
	r[0] = sum, r[1] = cnt, r[2] = mx, r[3] = (double)mn, r[4] = prod;
}

static void
par_for_threads(int n, const double *x, const int *k, double *r, int threads)
{
	double sum = 1.5, mx = -1e300, prod = 2.0;
	int cnt = 7;
	long mn = 1L << 40;

#pragma omp target parallel for num_threads(threads) map(to: x[0:n], k[0:n]) \
	reduction(+: sum, cnt) reduction(max: mx) reduction(min: mn) reduction(*: prod)
	for (int i = 0; i < n; i++) {
		sum += x[i];
		cnt += k[i] > 0;
		mx = x[i] > mx ? x[i] : mx;
		mn = (long)k[i] * 3 < mn ? (long)k[i] * 3 : mn;
		prod *= 1.0 + (k[i] % 5 - 2) * 1e-6;
	}
	r[0] = sum, r[1] = cnt, r[2] = mx, r[3] = (double)mn, r[4] = prod;
}

static void
par_for_64(int n, const double *x, const int *k, double *r)
{
	double sum = 1.5, mx = -1e300, prod = 2.0;
	int cnt = 7;
	long mn = 1L << 40;

#pragma omp target parallel for num_threads(64) map(to: x[0:n], k[0:n]) \
	reduction(+: sum, cnt) reduction(max: mx) reduction(min: mn) reduction(*: prod)
	for (int i = 0; i < n; i++) {
		sum += x[i];
		cnt += k[i] > 0;
		mx = x[i] > mx ? x[i] : mx;
		mn = (long)k[i] * 3 < mn ? (long)k[i] * 3 : mn;
		prod *= 1.0 + (k[i] % 5 - 2) * 1e-6;
	}
	r[0] = sum, r[1] = cnt, r[2] = mx, r[3] = (double)mn, r[4] = prod;
}

static void
teams_simd(int n, const double *x, const int *k, double *r)
{
	double sum = 1.5, mx = -1e300, prod = 2.0;
	int cnt = 7;
	long mn = 1L << 40;

#pragma omp target teams distribute parallel for simd map(to: x[0:n], k[0:n]) \
	reduction(+: sum, cnt) reduction(max: mx) reduction(min: mn) reduction(*: prod)
	for (int i = 0; i < n; i++) {
		sum += x[i];
		cnt += k[i] > 0;
		mx = x[i] > mx ? x[i] : mx;
		mn = (long)k[i] * 3 < mn ? (long)k[i] * 3 : mn;
		prod *= 1.0 + (k[i] % 5 - 2) * 1e-6;
	}
	r[0] = sum, r[1] = cnt, r[2] = mx, r[3] = (double)mn, r[4] = prod;
}

/* With thread_limit below, above and not a multiple of a warp. */
static void
teams_simd_limit(int n, const double *x, const int *k, double *r, int teams, int threads)
{
	double sum = 1.5, mx = -1e300, prod = 2.0;
	int cnt = 7;
	long mn = 1L << 40;

#pragma omp target teams distribute parallel for simd num_teams(teams) thread_limit(threads) \
	map(to: x[0:n], k[0:n]) reduction(+: sum, cnt) reduction(max: mx) reduction(min: mn) \
	reduction(*: prod)
	for (int i = 0; i < n; i++) {
		sum += x[i];
		cnt += k[i] > 0;
		mx = x[i] > mx ? x[i] : mx;
		mn = (long)k[i] * 3 < mn ? (long)k[i] * 3 : mn;
		prod *= 1.0 + (k[i] % 5 - 2) * 1e-6;
	}
	r[0] = sum, r[1] = cnt, r[2] = mx, r[3] = (double)mn, r[4] = prod;
}

static void
par_simd(int n, const double *x, const int *k, double *r)
{
	double sum = 1.5, mx = -1e300, prod = 2.0;
	int cnt = 7;
	long mn = 1L << 40;

#pragma omp target parallel for simd map(to: x[0:n], k[0:n]) reduction(+: sum, cnt) \
	reduction(max: mx) reduction(min: mn) reduction(*: prod)
	for (int i = 0; i < n; i++) {
		sum += x[i];
		cnt += k[i] > 0;
		mx = x[i] > mx ? x[i] : mx;
		mn = (long)k[i] * 3 < mn ? (long)k[i] * 3 : mn;
		prod *= 1.0 + (k[i] % 5 - 2) * 1e-6;
	}
	r[0] = sum, r[1] = cnt, r[2] = mx, r[3] = (double)mn, r[4] = prod;
}

static void
par_simd_64(int n, const double *x, const int *k, double *r)
{
	double sum = 1.5, mx = -1e300, prod = 2.0;
	int cnt = 7;
	long mn = 1L << 40;

#pragma omp target parallel for simd num_threads(64) map(to: x[0:n], k[0:n]) \
	reduction(+: sum, cnt) reduction(max: mx) reduction(min: mn) reduction(*: prod)
	for (int i = 0; i < n; i++) {
		sum += x[i];
		cnt += k[i] > 0;
		mx = x[i] > mx ? x[i] : mx;
		mn = (long)k[i] * 3 < mn ? (long)k[i] * 3 : mn;
		prod *= 1.0 + (k[i] % 5 - 2) * 1e-6;
	}
	r[0] = sum, r[1] = cnt, r[2] = mx, r[3] = (double)mn, r[4] = prod;
}

/* collapse(2) on the parallel-for forms: sum and max over a grid. */
static int
collapsed(int ny, int nx, const double *g)
{
	double s1 = -4.0, s2 = -4.0, m1 = -1e300, m2 = -1e300, rs = -4.0, rm = -1e300;

#pragma omp target parallel for collapse(2) num_threads(64) map(to: g[0:ny * nx]) \
	reduction(+: s1) reduction(max: m1)
	for (int i = 0; i < ny; i++)
		for (int j = 0; j < nx; j++) {
			s1 += g[i * nx + j] * (i + 1);
			m1 = fmax(m1, g[i * nx + j] - j);
		}
#pragma omp target teams distribute parallel for simd collapse(2) map(to: g[0:ny * nx]) \
	reduction(+: s2) reduction(max: m2)
	for (int i = 0; i < ny; i++)
		for (int j = 0; j < nx; j++) {
			s2 += g[i * nx + j] * (i + 1);
			m2 = fmax(m2, g[i * nx + j] - j);
		}
	for (int i = 0; i < ny; i++)
		for (int j = 0; j < nx; j++) {
			rs += g[i * nx + j] * (i + 1);
			rm = fmax(rm, g[i * nx + j] - j);
		}
	if (s1 != rs || m1 != rm || s2 != rs || m2 != rm) {
		printf("FAIL: collapse(2) %dx%d: parallel for %g, %g; teams simd %g, %g; expected "
		       "%g, %g\n", ny, nx, s1, m1, s2, m2, rs, rm);
		return 0;
	}
	return 1;
}

static int
compare(const char *form, int n, const double *got, const double *want)
{
	for (int k = 0; k < NRES; k++) {
		double tol = k == 0 || k == 4 ? 1e-9 : 0.0;
		if (!(fabs(got[k] - want[k]) <= tol * fmax(1.0, fabs(want[k])))) {
			printf("FAIL: %s n=%d: %s = %.17g, expected %.17g\n", form, n, names[k],
			       got[k], want[k]);
			return 0;
		}
	}
	return 1;
}

static void
poison(double *r)
{
	for (int k = 0; k < NRES; k++)
		r[k] = NAN;
}

int
main(void)
{
	static const int sizes[] = {1000003, 100, 33, 1, 0};
	static const int threads[] = {1, 17, 33, 64, 100, 1000};
	static const int limits[][2] = {{1, 1}, {3, 33}, {7, 96}, {13, 100}, {2, 1000}};
	const int nmax = 1000003;
	const int ny = 301, nx = 67;
	double *x = malloc(nmax * sizeof *x), *g = malloc(ny * nx * sizeof *g);
	int *k = malloc(nmax * sizeof *k);
	double got[NRES], want[NRES];

	for (int i = 0; i < nmax; i++) {
		x[i] = (double)((i * 7919L) % 4001 - 2000) * 0.125;
		k[i] = (int)((i * 104729L) % 20011) - 10005;
	}
	x[nmax - 11] = 31337.0;
	x[50] = 4000.0;
	k[70001] = -123456;
	for (int q = 0; q < ny * nx; q++)
		g[q] = (double)(q % 97) * 0.5 - 10.0;

	for (unsigned s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
		int n = sizes[s];
		reference(n, x, k, want);

		poison(got);
		par_for(n, x, k, got);
		if (!compare("target parallel for", n, got, want))
			return 1;
		poison(got);
		par_for_64(n, x, k, got);
		if (!compare("target parallel for num_threads(64)", n, got, want))
			return 1;
		for (unsigned t = 0; t < sizeof threads / sizeof threads[0]; t++) {
			poison(got);
			par_for_threads(n, x, k, got, threads[t]);
			if (!compare("target parallel for num_threads(t)", n, got, want)) {
				printf("      (num_threads(%d))\n", threads[t]);
				return 1;
			}
		}
		poison(got);
		teams_simd(n, x, k, got);
		if (!compare("target teams distribute parallel for simd", n, got, want))
			return 1;
		for (unsigned c = 0; c < sizeof limits / sizeof limits[0]; c++) {
			poison(got);
			teams_simd_limit(n, x, k, got, limits[c][0], limits[c][1]);
			if (!compare("target teams distribute parallel for simd", n, got, want)) {
				printf("      (num_teams(%d) thread_limit(%d))\n", limits[c][0],
				       limits[c][1]);
				return 1;
			}
		}
		poison(got);
		par_simd(n, x, k, got);
		if (!compare("target parallel for simd", n, got, want))
			return 1;
		poison(got);
		par_simd_64(n, x, k, got);
		if (!compare("target parallel for simd num_threads(64)", n, got, want))
			return 1;
	}

	if (!collapsed(ny, nx, g) || !collapsed(1, 33, g) || !collapsed(33, 1, g) ||
	    !collapsed(0, 5, g))
		return 1;

	free(x);
	free(g);
	free(k);
	printf("PASS\n");
	return 0;
}
