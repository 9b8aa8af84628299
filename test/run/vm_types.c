// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// Variably modified types in target regions: pointers to variable-length
// arrays, VLA parameters and local VLAs of two and three dimensions,
// indexed and sized in the region.  Each row stride is the value its size
// expression had when the type was declared: the extents change after
// the declarations, and a stride taken from their current value (or a
// square one) would put the elements elsewhere.

#include <stdio.h>
#include <stdlib.h>

static int bad;

static void
expect(const char *what, long got, long want)
{
	if (got != want && bad++ < 10)
		printf("%s: %ld, want %ld\n", what, got, want);
}

/* a VLA parameter, mapped as a section of both dimensions */
static void
param_rows(int n, int m, double a[n][m], long *row_bytes)
{
	m += 5; /* the type keeps the m it was declared with */
#pragma omp target teams distribute parallel for map(tofrom: a[0:n][0:m - 5]) map(from: row_bytes[0:n])
	for (int i = 0; i < n; i++) {
		for (int j = 0; j < m - 5; j++)
			a[i][j] = a[i][j] * 2 + i * 100 + j;
		row_bytes[i] = (long)sizeof(a[i]);
	}
}

/* a pointer to a VLA parameter, restrict and const, implicitly present */
static void
ptr_param(int n, int m, const double (*restrict in)[m], double (*restrict out)[m])
{
#pragma omp target teams distribute parallel for collapse(2)
	for (int i = 1; i < n - 1; i++)
		for (int j = 1; j < m - 1; j++)
			out[i][j] = in[i - 1][j] + in[i + 1][j] - in[i][j - 1] - in[i][j + 1];
}

static void
check_ptr_param(int n, int m)
{
	double (*in)[m] = malloc(sizeof(double[n][m]));
	double (*out)[m] = malloc(sizeof(double[n][m]));

	for (int i = 0; i < n; i++)
		for (int j = 0; j < m; j++) {
			in[i][j] = i * 7 + j * j;
			out[i][j] = -1;
		}
#pragma omp target data map(to: in[0:n][0:m]) map(tofrom: out[0:n])
	ptr_param(n, m, (const double (*)[m])in, out);
	for (int i = 0; i < n; i++)
		for (int j = 0; j < m; j++) {
			double want = i == 0 || j == 0 || i == n - 1 || j == m - 1
			                      ? -1
			                      : in[i - 1][j] + in[i + 1][j] - in[i][j - 1] - in[i][j + 1];
			expect("ptr_param", (long)out[i][j], (long)want);
		}
	free(in);
	free(out);
}

int
main(void)
{
	int n = 7, m = 5, p = 3;

	/* a pointer to a VLA declared here; n, m change after it */
	double (*restrict a)[m] = malloc(sizeof(double[n][m]));
	int (*c)[m][p] = malloc(sizeof(int[n][m][p]));
	double b[n][m + 1]; /* a local VLA of two variable dimensions */
	long sizes[4] = {0};
	int rows = n;

	n += 2;
	m += 4;
	p = 1;
	for (int i = 0; i < rows; i++)
		for (int j = 0; j < 5; j++) {
			a[i][j] = i * 10 + j;
			b[i][j] = 0;
		}
#pragma omp target teams distribute parallel for map(tofrom: a[0:rows], b, c[0:rows][0:5][0:3])
	for (int i = 0; i < rows; i++) {
		for (int j = 0; j < 5; j++) {
			a[i][j] += 1;
			b[i][j] = a[i][j] * 3;
			for (int k = 0; k < 3; k++)
				c[i][j][k] = i * 100 + j * 10 + k;
		}
	}
#pragma omp target map(tofrom: a[0:1], b, c[0:1])
	for (int i = 0; i < rows; i++) {
		b[i][5] = (*a)[i % 5];
		(*c)[0][0] = 7;
	}
#pragma omp target map(from: sizes)
	{
		sizes[0] = sizeof(a[0]);
		sizes[1] = sizeof *b;
		sizes[2] = sizeof(c[1]);
		sizes[3] = sizeof c[0][2];
	}
	for (int i = 0; i < rows; i++)
		for (int j = 0; j < 5; j++) {
			expect("a", (long)a[i][j], i * 10 + j + 1);
			expect("b", (long)b[i][j], 3 * (i * 10 + j + 1));
			for (int k = 0; k < 3; k++)
				expect("c", c[i][j][k], i + j + k ? i * 100 + j * 10 + k : 7);
		}
	for (int i = 0; i < rows; i++)
		expect("b[i][5]", (long)b[i][5], (long)a[0][i % 5]);
	expect("b[2][5]", (long)b[2][5], 3);
	expect("sizeof(a[0])", sizes[0], 5 * sizeof(double));
	expect("sizeof *b", sizes[1], 6 * sizeof(double));
	expect("sizeof(c[1])", sizes[2], 15 * sizeof(int));
	expect("sizeof c[0][2]", sizes[3], 3 * sizeof(int));

	{
		int r = 6, q = 4;
		double (*g)[q] = malloc(sizeof(double[r][q]));
		long row_bytes[6];
		for (int i = 0; i < r; i++)
			for (int j = 0; j < q; j++)
				g[i][j] = i - j;
		param_rows(r, q, g, row_bytes);
		for (int i = 0; i < r; i++) {
			expect("row_bytes", row_bytes[i], q * (long)sizeof(double));
			for (int j = 0; j < q; j++)
				expect("param_rows", (long)g[i][j], 2 * (i - j) + i * 100 + j);
		}
		free(g);
	}
	check_ptr_param(9, 6);
	free(a);
	free(c);
	puts(bad ? "FAIL" : "PASS");
	return bad != 0;
}
