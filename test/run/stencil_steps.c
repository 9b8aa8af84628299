// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// E2E-ENV: OMP2CUDA_STEPS=off
// Host loops of stencil steps (lowering/steps.c): a combined loop region
// that reads one array at its index plus a constant and writes the other
// at its index, then the swap of the two pointers; the GPU runs several
// steps in one launch in shared memory.  Each array must end as the loop
// leaves it, element for element: a minimum-path sweep whose region reads
// the host loop's variable, a 5-point sweep of reach 2, a sweep over the
// interior whose boundary elements no step writes (and differ between
// the two arrays), a host loop that steps by 3, loops of 2, 5, 16, 17 and
// 100 iterations, and a sweep of doubles.  Checked against the same loops
// on the host.
#include <stdio.h>
#include <stdlib.h>

#define N 100003

static int failed;

static void
check(const char *what, int rows, const int *got, const int *want, int n)
{
	for (int i = 0; i < n; i++)
		if (got[i] != want[i]) {
			printf("%s (%d rows): element %d is %d, not %d\n", what, rows, i, got[i], want[i]);
			failed = 1;
			return;
		}
}

/* The minimum path through rows of wall, as pathfinder sweeps it. */
static int *
paths(const int *wall, int rows, int cols, int *a, int *b)
{
	int *prev = a, *next = b;
#pragma omp target data map(to: wall[0:(long)rows * cols]) map(tofrom: a[0:cols], b[0:cols])
	for (int t = 1; t < rows; t++) {
#pragma omp target teams distribute parallel for
		for (int j = 0; j < cols; j++) {
			int m = prev[j];
			if (j > 0 && prev[j - 1] < m)
				m = prev[j - 1];
			if (j < cols - 1 && prev[j + 1] < m)
				m = prev[j + 1];
			next[j] = wall[(long)t * cols + j] + m;
		}
		int *tmp = prev;
		prev = next;
		next = tmp;
	}
	return prev;
}

static void
paths_ref(const int *wall, int rows, int cols, int *a, int *b)
{
	int *prev = a, *next = b, *tmp;
	for (int t = 1; t < rows; t++) {
		for (int j = 0; j < cols; j++) {
			int m = prev[j];
			if (j > 0 && prev[j - 1] < m)
				m = prev[j - 1];
			if (j < cols - 1 && prev[j + 1] < m)
				m = prev[j + 1];
			next[j] = wall[(long)t * cols + j] + m;
		}
		tmp = prev, prev = next, next = tmp;
	}
}

/* A 5-point sweep over the interior [2, n - 2), stepping t by 3; the
 * boundary elements of u and v differ and no step writes them. */
static void
smooth(int *u, int *v, int n, int steps)
{
	int *in = u, *out = v, *tmp;
#pragma omp target data map(tofrom: u[0:n], v[0:n])
	for (int t = 0; t < 3 * steps; t += 3) {
#pragma omp target teams distribute parallel for
		for (int j = 2; j < n - 2; j++)
			out[j] = (in[j - 2] + 2 * in[j - 1] + 3 * in[j] + 2 * in[j + 1] + in[j + 2] + t) % 100003;
		tmp = in;
		in = out;
		out = tmp;
	}
}

static void
smooth_ref(int *u, int *v, int n, int steps)
{
	int *in = u, *out = v, *tmp;
	for (int t = 0; t < 3 * steps; t += 3) {
		for (int j = 2; j < n - 2; j++)
			out[j] = (in[j - 2] + 2 * in[j - 1] + 3 * in[j] + 2 * in[j + 1] + in[j + 2] + t) % 100003;
		tmp = in, in = out, out = tmp;
	}
}

static void
heat(double *x, double *y, int n, int steps)
{
	double *p = x, *q = y;
#pragma omp target data map(tofrom: x[0:n], y[0:n])
	for (int t = 0; t < steps; t++) {
#pragma omp target teams distribute parallel for
		for (int j = 1; j <= n - 2; j++)
			q[j] = 0.25 * p[j - 1] + 0.5 * p[j] + 0.25 * p[j + 1];
		double *s = p;
		p = q;
		q = s;
	}
}

int
main(void)
{
	static const int counts[] = {2, 5, 16, 17, 100};
	int cols = N, *wall = malloc(sizeof(int) * 100 * N);
	int *a = malloc(sizeof(int) * N), *b = malloc(sizeof(int) * N);
	int *ra = malloc(sizeof(int) * N), *rb = malloc(sizeof(int) * N);

	for (long k = 0; k < 100L * N; k++)
		wall[k] = (int)((k * 2654435761u) % 10);
	for (int c = 0; c < 5; c++) {
		int rows = counts[c];
		for (int j = 0; j < cols; j++)
			a[j] = ra[j] = wall[j], b[j] = rb[j] = -j;
		paths(wall, rows, cols, a, b);
		paths_ref(wall, rows, cols, ra, rb);
		check("paths a", rows, a, ra, cols);
		check("paths b", rows, b, rb, cols);
	}
	for (int c = 0; c < 5; c++) {
		int steps = counts[c];
		for (int j = 0; j < N; j++)
			a[j] = ra[j] = wall[j] * 7 + j % 13, b[j] = rb[j] = 1000 + j;
		smooth(a, b, N, steps);
		smooth_ref(ra, rb, N, steps);
		check("smooth u", steps, a, ra, N);
		check("smooth v", steps, b, rb, N);
	}
	double *x = malloc(sizeof(double) * N), *y = malloc(sizeof(double) * N);
	double *rx = malloc(sizeof(double) * N), *ry = malloc(sizeof(double) * N);
	for (int j = 0; j < N; j++)
		x[j] = rx[j] = j % 17 == 0 ? 1.0 : 0.0, y[j] = ry[j] = -1.0;
	heat(x, y, N, 17);
	for (int t = 0; t < 17; t++) {
		double *p = t % 2 ? ry : rx, *q = t % 2 ? rx : ry;
		for (int j = 1; j <= N - 2; j++)
			q[j] = 0.25 * p[j - 1] + 0.5 * p[j] + 0.25 * p[j + 1];
	}
	for (int j = 0; j < N && !failed; j++)
		if (x[j] - rx[j] > 1e-12 || rx[j] - x[j] > 1e-12 || y[j] - ry[j] > 1e-12 ||
		    ry[j] - y[j] > 1e-12) {
			printf("heat: element %d is %g %g, not %g %g\n", j, x[j], y[j], rx[j], ry[j]);
			failed = 1;
		}
	printf("%s\n", failed ? "FAIL" : "PASS");
	// CHECK: PASS
	return failed;
}
