// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// Arrays of structs with pointer members (OpenMP 5.2 5.8.3): a ragged
// (CSR-like) matrix as an array of rows, each with its own column and
// value arrays.  The array is mapped first, then each row's sections,
// which attaches that row's device copy to them; kernels read and write
// rows[i].val[k] through the array.  Updates and exit data move one row's
// section at a time, and the host's pointers are never overwritten.

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

struct row {
	int n;
	int *col;
	double *val;
};

#define NCOL 300

static double
dot(const struct row *r, const double *x)
{
	double s = 0.0;

	for (int k = 0; k < r->n; k++)
		s += r->val[k] * x[r->col[k]];
	return s;
}

static int
check(const char *what, int i, double got, double want)
{
	if (fabs(got - want) > 1e-9 * fmax(1.0, fabs(want))) {
		printf("FAIL: %s[%d] = %.17g, expected %.17g\n", what, i, got, want);
		return 0;
	}
	return 1;
}

/* y = A x on the host, the reference. */
static void
spmv_host(int m, const struct row *rows, const double *x, double *y)
{
	for (int i = 0; i < m; i++)
		y[i] = dot(&rows[i], x);
}

int
main(void)
{
	int m = 2000;
	struct row *rows = malloc(m * sizeof *rows);
	double **vals = malloc(m * sizeof *vals);
	double x[NCOL], *y = malloc(m * sizeof *y), *want = malloc(m * sizeof *want);

	for (int j = 0; j < NCOL; j++)
		x[j] = 1.0 + 0.01 * j;
	for (int i = 0; i < m; i++) {
		rows[i].n = 1 + (i * 7) % 40; /* ragged: 1 to 40 entries */
		rows[i].col = malloc(rows[i].n * sizeof *rows[i].col);
		rows[i].val = vals[i] = malloc(rows[i].n * sizeof *rows[i].val);
		for (int k = 0; k < rows[i].n; k++) {
			rows[i].col[k] = (i * 13 + k * 17) % NCOL;
			rows[i].val[k] = 0.5 + 0.001 * ((i + k) % 101);
		}
	}

	/* The array, then each row's sections: each attaches its row. */
#pragma omp target enter data map(to: rows[0:m])
	for (int i = 0; i < m; i++) {
#pragma omp target enter data map(to: rows[i].col[0:rows[i].n], rows[i].val[0:rows[i].n])
	}

	/* y = A x: one thread per row, through the attached members. */
#pragma omp target teams distribute parallel for map(to: x) map(from: y[0:m])
	for (int i = 0; i < m; i++) {
		double s = 0.0;
		for (int k = 0; k < rows[i].n; k++)
			s += rows[i].val[k] * x[rows[i].col[k]];
		y[i] = s;
	}
	spmv_host(m, rows, x, want);
	for (int i = 0; i < m; i++)
		if (!check("y", i, y[i], want[i]))
			return 1;

	/* The same through a function given one row. */
#pragma omp target teams distribute parallel for map(to: x) map(from: y[0:m])
	for (int i = 0; i < m; i++)
		y[i] = dot(&rows[i], x);
	for (int i = 0; i < m; i++)
		if (!check("y (dot)", i, y[i], want[i]))
			return 1;

	/* A kernel writes the values; update brings each row's back. */
#pragma omp target teams distribute parallel for
	for (int i = 0; i < m; i++)
		for (int k = 0; k < rows[i].n; k++)
			rows[i].val[k] = 2.0 * rows[i].val[k] + i % 3;
	for (int i = 0; i < m; i++) {
#pragma omp target update from(rows[i].val[0:rows[i].n])
	}
	for (int i = 0; i < m; i++)
		for (int k = 0; k < rows[i].n; k++) {
			double v = 0.5 + 0.001 * ((i + k) % 101);
			if (!check("val after update from", i, rows[i].val[k], 2.0 * v + i % 3))
				return 1;
		}

	/* The host changes one row, update to sends it. */
	for (int k = 0; k < rows[7].n; k++)
		rows[7].val[k] = -1.0;
#pragma omp target update to(rows[7].val[0:rows[7].n])
#pragma omp target teams distribute parallel for map(to: x) map(from: y[0:m])
	for (int i = 0; i < m; i++) {
		double s = 0.0;
		for (int k = 0; k < rows[i].n; k++)
			s += rows[i].val[k] * x[rows[i].col[k]];
		y[i] = s;
	}
	spmv_host(m, rows, x, want);
	for (int i = 0; i < m; i++)
		if (!check("y after update to", i, y[i], want[i]))
			return 1;

	/* Exit: each row's values come back, its columns are released, then
	 * the array comes back with the host's own pointers in it. */
#pragma omp target teams distribute parallel for
	for (int i = 0; i < m; i++)
		rows[i].val[0] = (double)i;
	for (int i = 0; i < m; i++) {
#pragma omp target exit data map(from: rows[i].val[0:rows[i].n]) map(release: rows[i].col[0:rows[i].n])
	}
#pragma omp target exit data map(from: rows[0:m])
	for (int i = 0; i < m; i++) {
		if (rows[i].val != vals[i] || rows[i].n != 1 + (i * 7) % 40) {
			printf("FAIL: rows[%d] = {%d, %p} after exit data, expected {%d, %p}\n", i,
			       rows[i].n, (void *)rows[i].val, 1 + (i * 7) % 40, (void *)vals[i]);
			return 1;
		}
		if (!check("val[0] after exit data", i, rows[i].val[0], i))
			return 1;
	}

	/* A target construct that maps the array and one row's values. */
	int j = 11;
	double before = rows[j].val[1];
#pragma omp target map(to: rows[0:m]) map(tofrom: rows[j].val[0:rows[j].n])
	for (int k = 0; k < rows[j].n; k++)
		rows[j].val[k] += 100.0;
	if (!check("rows[j].val (one row)", 1, rows[j].val[1], before + 100.0) ||
	    rows[j].val != vals[j])
		return 1;

	/* A struct array of fixed size, mapped by the construct itself
	 * (tofrom), and one element's member mapped there too. */
	struct row fixed[4];
	double data[3][8];
	for (int e = 0; e < 4; e++) {
		fixed[e].n = 8;
		fixed[e].col = NULL;
		fixed[e].val = e < 3 ? data[e] : NULL;
	}
	for (int k = 0; k < 8; k++)
		data[2][k] = k;
	int e = 2;
#pragma omp target map(tofrom: fixed[e].val[0:fixed[e].n])
	{
		for (int k = 0; k < fixed[e].n; k++)
			fixed[e].val[k] = fixed[e].val[k] * fixed[e].val[k];
		fixed[0].n = 5; /* comes back: the array is mapped tofrom */
	}
	if (fixed[2].val != data[2] || fixed[0].n != 5) {
		printf("FAIL: fixed[2].val = %p (expected %p), fixed[0].n = %d\n",
		       (void *)fixed[2].val, (void *)data[2], fixed[0].n);
		return 1;
	}
	for (int k = 0; k < 8; k++)
		if (!check("fixed[2].val", k, data[2][k], (double)k * k))
			return 1;

	for (int i = 0; i < m; i++) {
		free(rows[i].col);
		free(rows[i].val);
	}
	free(rows);
	free(vals);
	free(y);
	free(want);
	printf("PASS\n");
	return 0;
}
