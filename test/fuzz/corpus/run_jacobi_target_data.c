// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// Jacobi in one target data: map(alloc:) temporary, pointer swap between regions, implicit maps.

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

/* Solve -lap(u) = f on an ny x nx grid with fixed boundary values; u holds the
 * initial guess and boundary on entry and the result on return.  iters must be
 * even so that the last sweep lands back in u. */
static void
jacobi(int ny, int nx, double h, const double *f, double *u, double *res, int iters)
{
	int nn = nx * ny;
	double h2 = h * h;
	double *unew = malloc(nn * sizeof *unew);

#pragma omp target data map(to: f[0:nn]) map(tofrom: u[0:nn]) map(alloc: unew[0:nn])
	{
		/* The temporary needs the boundary values too. */
#pragma omp target teams distribute parallel for
		for (int k = 0; k < nn; k++)
			unew[k] = u[k];

		for (int it = 0; it < iters; it++) {
#pragma omp target teams distribute parallel for collapse(2)
			for (int i = 1; i < ny - 1; i++)
				for (int j = 1; j < nx - 1; j++)
					unew[i * nx + j] =
					        0.25 * (u[(i - 1) * nx + j] + u[(i + 1) * nx + j] +
					                u[i * nx + j - 1] + u[i * nx + j + 1] +
					                h2 * f[i * nx + j]);
			double *t = u;
			u = unew;
			unew = t;
		}

		/* Residual of the final iterate; res is mapped by this region alone. */
#pragma omp target teams distribute parallel for collapse(2) map(from: res[0:nn])
		for (int i = 0; i < ny; i++)
			for (int j = 0; j < nx; j++) {
				int k = i * nx + j;
				if (i == 0 || j == 0 || i == ny - 1 || j == nx - 1) {
					res[k] = 0.0;
				} else {
					double lap = u[k - nx] + u[k + nx] + u[k - 1] + u[k + 1] -
					             4.0 * u[k];
					res[k] = f[k] + lap / h2;
				}
			}
	}
	free(unew);
}

static void
jacobi_host(int ny, int nx, double h, const double *f, double *u, double *res, int iters)
{
	int nn = nx * ny;
	double h2 = h * h;
	double *unew = malloc(nn * sizeof *unew);

	for (int k = 0; k < nn; k++)
		unew[k] = u[k];
	for (int it = 0; it < iters; it++) {
		for (int i = 1; i < ny - 1; i++)
			for (int j = 1; j < nx - 1; j++)
				unew[i * nx + j] = 0.25 * (u[(i - 1) * nx + j] +
				                           u[(i + 1) * nx + j] + u[i * nx + j - 1] +
				                           u[i * nx + j + 1] + h2 * f[i * nx + j]);
		double *t = u;
		u = unew;
		unew = t;
	}
	for (int i = 0; i < ny; i++)
		for (int j = 0; j < nx; j++) {
			int k = i * nx + j;
			if (i == 0 || j == 0 || i == ny - 1 || j == nx - 1) {
				res[k] = 0.0;
			} else {
				double lap =
				        u[k - nx] + u[k + nx] + u[k - 1] + u[k + 1] - 4.0 * u[k];
				res[k] = f[k] + lap / h2;
			}
		}
	free(unew);
}

static int
compare(const char *what, const double *got, const double *want, int n)
{
	for (int k = 0; k < n; k++) {
		if (!(fabs(got[k] - want[k]) <= 1e-6 * fmax(1.0, fabs(want[k])))) {
			printf("FAIL: %s[%d] = %.17g, expected %.17g\n", what, k, got[k], want[k]);
			return 0;
		}
	}
	return 1;
}

int
main(void)
{
	const int nx = 130, ny = 97, iters = 50;
	const int nn = nx * ny;
	const double h = 1.0 / (nx - 1);
	double *f = malloc(nn * sizeof *f);
	double *u = malloc(nn * sizeof *u), *ru = malloc(nn * sizeof *ru);
	double *res = malloc(nn * sizeof *res), *rres = malloc(nn * sizeof *rres);

	for (int i = 0; i < ny; i++)
		for (int j = 0; j < nx; j++) {
			int k = i * nx + j;
			double x = j * h, y = i * h;
			f[k] = 2.0 + sin(3.0 * x) * cos(2.0 * y);
			if (i == 0 || j == 0 || i == ny - 1 || j == nx - 1)
				u[k] = 1.0 + x * x - y;
			else
				u[k] = 0.5;
			ru[k] = u[k];
			res[k] = NAN;
		}

	jacobi(ny, nx, h, f, u, res, iters);
	jacobi_host(ny, nx, h, f, ru, rres, iters);

	if (!compare("u", u, ru, nn) || !compare("res", res, rres, nn))
		return 1;
	free(f);
	free(u);
	free(ru);
	free(res);
	free(rres);
	printf("PASS\n");
	return 0;
}
