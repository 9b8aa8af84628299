// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// Writes whose operator or operands a macro gives: a write is a write
// wherever its tokens come from, so no array written here is taken for
// read-only (const, __ldg), and the loops' operators from macros read
// as written.

#include <stdio.h>

#define N 256
#define SWAP(a, b) do { double t_ = (a); (a) = (b); (b) = t_; } while (0)
#define ASSIGN =
#define PLUSEQ +=
#define LT <
#define INC(x) (x)++
#define PREINC(x) ++(x)
#define DEC(x) x--
#define SET(a, b) a = b
#define ADDTO(a, b) (a) += (b)
#define STORE(p, v) *(p) = (v)
#define ID(a) a

static void
compute(double *x, double *y, double *z, double *w, double *u, double *v, int *c, int *d,
        int *e, int i)
{
	SWAP(x[i], y[i]);
	z[i] ASSIGN x[i] + y[i];
	w[i] PLUSEQ 2 * x[i];
	INC(c[i]);
	PREINC(d[i]);
	DEC(e[i]);
	SET(u[i], y[i] * 3);
	ADDTO(v[i], 1.5);
	ID(v[i] = v[i] * 2);
}

int
main(void)
{
	static double x[N], y[N], z[N], w[N], u[N], v[N], hx[N], hy[N], hz[N], hw[N], hu[N], hv[N];
	static double p[N], hp[N];
	static int c[N], d[N], e[N], hc[N], hd[N], he[N];
	int bad = 0;

	for (int i = 0; i < N; i++) {
		hx[i] = x[i] = i;
		hy[i] = y[i] = -2 * i;
		hz[i] = z[i] = hw[i] = w[i] = hu[i] = u[i] = hv[i] = v[i] = hp[i] = p[i] = i % 7;
		hc[i] = c[i] = hd[i] = d[i] = he[i] = e[i] = i;
	}
	for (int i = 0; i < N; i++)
		compute(hx, hy, hz, hw, hu, hv, hc, hd, he, i);
	for (int i = 0; i < N; i++)
		STORE(hp + i, hp[i] + i);
#pragma omp target teams distribute parallel for map(tofrom: x, y, z, w, u, v, c, d, e)
	for (int i = 0; i < N; i++) {
		SWAP(x[i], y[i]);
		z[i] ASSIGN x[i] + y[i];
		w[i] PLUSEQ 2 * x[i];
		INC(c[i]);
		PREINC(d[i]);
		DEC(e[i]);
		SET(u[i], y[i] * 3);
		ADDTO(v[i], 1.5);
		ID(v[i] = v[i] * 2);
	}
#pragma omp target teams distribute parallel for map(tofrom: p)
	for (int i = 0; i LT N; i PLUSEQ 1)
		STORE(p + i, p[i] + i);
	for (int i = 0; i < N; i++)
		if (x[i] != hx[i] || y[i] != hy[i] || z[i] != hz[i] || w[i] != hw[i] ||
		    u[i] != hu[i] || v[i] != hv[i] || c[i] != hc[i] || d[i] != hd[i] ||
		    e[i] != he[i] || p[i] != hp[i]) {
			printf("element %d differs\n", i);
			bad = 1;
			break;
		}
	printf("%s\n", bad ? "FAIL" : "PASS");
	return bad;
}
