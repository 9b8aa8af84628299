// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// Several reduction variables and clauses per construct, collapse(2), in target data, iterated.

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static int
check(const char *what, double got, double want, double tol)
{
	if (!(fabs(got - want) <= tol * fmax(1.0, fabs(want)))) {
		printf("FAIL: %s = %.17g, expected %.17g\n", what, got, want);
		return 0;
	}
	return 1;
}

/* Several variables of different types in one clause, several clauses; s1 is a
 * parameter. */
static int
one_construct(int n, const double *x, const int *k, double s1)
{
	int cnt = 3;
	long ksum = -11;
	double rs1 = s1, s2 = 2.0, hi = -1e30, hi2 = -1e30;
	float fsum = 1.25f;
	long lo = 1L << 40;

#pragma omp target teams distribute parallel for map(to: x[0:n], k[0:n]) \
	reduction(+: cnt, ksum, s1, s2, fsum) reduction(max: hi, hi2) reduction(min: lo)
	for (int i = 0; i < n; i++) {
		if (x[i] > 0.0)
			cnt++;
		ksum += k[i];
		s1 += x[i];
		s2 += x[i] * x[i];
		fsum += (float)(k[i] % 8) * 0.25f;
		hi = x[i] > hi ? x[i] : hi;
		hi2 = fmax(hi2, (double)k[i] - x[i]);
		lo = (long)k[i] * 100000L < lo ? (long)k[i] * 100000L : lo;
	}

	int rcnt = 3;
	long rksum = -11;
	double rs2 = 2.0, rhi = -1e30, rhi2 = -1e30;
	float rfsum = 1.25f;
	long rlo = 1L << 40;
	for (int i = 0; i < n; i++) {
		if (x[i] > 0.0)
			rcnt++;
		rksum += k[i];
		rs1 += x[i];
		rs2 += x[i] * x[i];
		rfsum += (float)(k[i] % 8) * 0.25f;
		rhi = x[i] > rhi ? x[i] : rhi;
		rhi2 = fmax(rhi2, (double)k[i] - x[i]);
		rlo = (long)k[i] * 100000L < rlo ? (long)k[i] * 100000L : rlo;
	}
	return check("one construct: cnt", cnt, rcnt, 0.0) &&
	       check("one construct: ksum", (double)ksum, (double)rksum, 0.0) &&
	       check("one construct: s1", s1, rs1, 1e-10) &&
	       check("one construct: s2", s2, rs2, 1e-10) &&
	       check("one construct: fsum", fsum, rfsum, 0.0) &&
	       check("one construct: hi", hi, rhi, 0.0) &&
	       check("one construct: hi2", hi2, rhi2, 0.0) &&
	       check("one construct: lo", (double)lo, (double)rlo, 0.0);
}

/* Statistics of an ny x nx image, then a step that depends on them, iters times
 * (the srad pattern), all in one target data region; the reduction variables are
 * locals of the loop body, mapped by each region. */
struct stats {
	double sum, sum2, mx, mn;
	long nz;
};

static void
smooth(int ny, int nx, double *img, int iters, struct stats *st)
{
	int nn = ny * nx;
	double *tmp = malloc(nn * sizeof *tmp);

#pragma omp target data map(tofrom: img[0:nn]) map(alloc: tmp[0:nn])
	{
		for (int it = 0; it < iters; it++) {
			double sum = 0.0, sum2 = 0.0, mx = -INFINITY, mn = INFINITY;
			long nz = 0;

#pragma omp target teams distribute parallel for collapse(2) reduction(+: sum, sum2, nz) \
	reduction(max: mx) reduction(min: mn)
			for (int i = 0; i < ny; i++)
				for (int j = 0; j < nx; j++) {
					double v = img[i * nx + j];
					sum += v;
					sum2 += v * v;
					mx = v > mx ? v : mx;
					mn = v < mn ? v : mn;
					if (j % 3 == i % 5)
						nz += i + j;
				}
			double mean = sum / nn;
			double var = sum2 / nn - mean * mean;
			double q0 = var / (mean * mean);
			st[it].sum = sum, st[it].sum2 = sum2, st[it].mx = mx, st[it].mn = mn;
			st[it].nz = nz;

#pragma omp target teams distribute parallel for collapse(2)
			for (int i = 0; i < ny; i++)
				for (int j = 0; j < nx; j++) {
					int k = i * nx + j;
					int up = i > 0 ? k - nx : k, dn = i < ny - 1 ? k + nx : k;
					int lf = j > 0 ? k - 1 : k, rt = j < nx - 1 ? k + 1 : k;
					double lap = img[up] + img[dn] + img[lf] + img[rt] -
					             4.0 * img[k];
					tmp[k] = img[k] + 0.2 * lap / (1.0 + q0) + (mx - mn) * 1e-3;
				}
#pragma omp target teams distribute parallel for
			for (int k = 0; k < nn; k++)
				img[k] = tmp[k];
		}
	}
	free(tmp);
}

static void
smooth_host(int ny, int nx, double *img, int iters, struct stats *st)
{
	int nn = ny * nx;
	double *tmp = malloc(nn * sizeof *tmp);

	for (int it = 0; it < iters; it++) {
		double sum = 0.0, sum2 = 0.0, mx = -INFINITY, mn = INFINITY;
		long nz = 0;
		for (int i = 0; i < ny; i++)
			for (int j = 0; j < nx; j++) {
				double v = img[i * nx + j];
				sum += v;
				sum2 += v * v;
				mx = v > mx ? v : mx;
				mn = v < mn ? v : mn;
				if (j % 3 == i % 5)
					nz += i + j;
			}
		double mean = sum / nn;
		double var = sum2 / nn - mean * mean;
		double q0 = var / (mean * mean);
		st[it].sum = sum, st[it].sum2 = sum2, st[it].mx = mx, st[it].mn = mn;
		st[it].nz = nz;
		for (int i = 0; i < ny; i++)
			for (int j = 0; j < nx; j++) {
				int k = i * nx + j;
				int up = i > 0 ? k - nx : k, dn = i < ny - 1 ? k + nx : k;
				int lf = j > 0 ? k - 1 : k, rt = j < nx - 1 ? k + 1 : k;
				double lap = img[up] + img[dn] + img[lf] + img[rt] - 4.0 * img[k];
				tmp[k] = img[k] + 0.2 * lap / (1.0 + q0) + (mx - mn) * 1e-3;
			}
		for (int k = 0; k < nn; k++)
			img[k] = tmp[k];
	}
	free(tmp);
}

/* The same variable reduced by several launches: each adds to what the last left. */
static int
accumulate(int ny, int nx, const int *g)
{
	long total = 1000;
	int most = -5, least = 1 << 30;
	long rtotal = 1000;
	int rmost = -5, rleast = 1 << 30;
	int ok = 1;

#pragma omp target data map(to: g[0:ny * nx])
	for (int pass = 1; pass <= 4; pass++) {
#pragma omp target teams distribute parallel for collapse(2) reduction(+: total) \
	reduction(max: most) reduction(min: least)
		for (int i = 0; i < ny; i++)
			for (int j = 0; j < nx; j++) {
				int v = g[i * nx + j] * pass - i;
				total += v;
				most = v > most ? v : most;
				least = v < least ? v : least;
			}
		for (int i = 0; i < ny; i++)
			for (int j = 0; j < nx; j++) {
				int v = g[i * nx + j] * pass - i;
				rtotal += v;
				rmost = v > rmost ? v : rmost;
				rleast = v < rleast ? v : rleast;
			}
		if (ok && !(check("accumulate: total", (double)total, (double)rtotal, 0.0) &&
		            check("accumulate: most", most, rmost, 0.0) &&
		            check("accumulate: least", least, rleast, 0.0))) {
			printf("      (pass %d)\n", pass);
			ok = 0;
		}
	}
	return ok;
}

int
main(void)
{
	const int n = 1000003;
	const int ny = 517, nx = 389, iters = 6;
	double *x = malloc(n * sizeof *x);
	int *k = malloc(n * sizeof *k);
	double *img = malloc(ny * nx * sizeof *img), *rimg = malloc(ny * nx * sizeof *rimg);
	int *g = malloc(ny * nx * sizeof *g);
	struct stats st[6], rst[6];

	for (int i = 0; i < n; i++) {
		x[i] = sin(0.001 * i) * 10.0 + (double)(i % 13) * 0.01;
		k[i] = (int)(((long)i * 31) % 4001) - 2000;
	}
	x[n - 3] = 55.5;
	k[12345] = -99999;
	for (int i = 0; i < ny; i++)
		for (int j = 0; j < nx; j++) {
			img[i * nx + j] = 100.0 + 20.0 * cos(0.05 * i) * sin(0.07 * j) +
			                  (double)((i * j) % 7);
			rimg[i * nx + j] = img[i * nx + j];
			g[i * nx + j] = (i * 131 + j * 7) % 1009 - 300;
		}
	g[200 * nx + 301] = 5000;
	for (int it = 0; it < iters; it++) {
		st[it].sum = st[it].sum2 = st[it].mx = st[it].mn = NAN;
		st[it].nz = -1;
	}

	if (!one_construct(n, x, k, 0.5) || !one_construct(1, x, k, -3.25) ||
	    !one_construct(0, x, k, 7.0))
		return 1;

	smooth(ny, nx, img, iters, st);
	smooth_host(ny, nx, rimg, iters, rst);
	for (int it = 0; it < iters; it++) {
		if (!check("smooth: sum", st[it].sum, rst[it].sum, 1e-9) ||
		    !check("smooth: sum2", st[it].sum2, rst[it].sum2, 1e-9) ||
		    !check("smooth: max", st[it].mx, rst[it].mx, 1e-9) ||
		    !check("smooth: min", st[it].mn, rst[it].mn, 1e-9) ||
		    !check("smooth: nz", (double)st[it].nz, (double)rst[it].nz, 0.0)) {
			printf("      (iteration %d)\n", it);
			return 1;
		}
	}
	for (int q = 0; q < ny * nx; q++)
		if (!check("smooth: img", img[q], rimg[q], 1e-9)) {
			printf("      (element %d)\n", q);
			return 1;
		}

	if (!accumulate(ny, nx, g))
		return 1;

	free(x);
	free(k);
	free(img);
	free(rimg);
	free(g);
	printf("PASS\n");
	return 0;
}
