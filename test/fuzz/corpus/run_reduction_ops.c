// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// reduction(op: x), op + - * min max & | ^ && ||, on int/unsigned/long/float/double; original kept.

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

/* Results of one type's reductions, device and host, compared by name. */
enum { NRES = 16 };

static int
check_long(const char *type, int n, const char *what, long got, long want)
{
	if (got != want) {
		printf("FAIL: %s n=%d %s = %ld, expected %ld\n", type, n, what, got, want);
		return 0;
	}
	return 1;
}

static int
check_double(const char *type, int n, const char *what, double got, double want, double tol)
{
	if (!(fabs(got - want) <= tol * fmax(1.0, fabs(want)))) {
		printf("FAIL: %s n=%d %s = %.17g, expected %.17g\n", type, n, what, got, want);
		return 0;
	}
	return 1;
}

/* ---- int ---- */

struct int_in {
	int *v;    /* any value in [-1000, 1000]: no partial sum overflows */
	int *p;    /* 1, with a few 2 and -1: products stay small */
	int *andv; /* all bits set but a few elements clear one bit */
	int *orv;  /* 0 but a few elements set one bit */
	int *lt;   /* all non-zero, not all 1 */
	int *lz;   /* lt with one zero */
	int *zero; /* all zero */
	int *one;  /* zero with one non-zero */
};

static void
int_device(int n, struct int_in in, int *r)
{
	const int *v = in.v, *p = in.p, *andv = in.andv, *orv = in.orv;
	const int *lt = in.lt, *lz = in.lz, *zero = in.zero, *one = in.one;
	int sum = 5, dif = -17, prod = 3, mn = 1 << 20, mx = -(1 << 20), mnorig = -1000000;
	int band = 0x7ffffff5, bor = 0x10000000, bxor = 0x5a5a5a5a;
	int land0 = 0, land1 = 1, lor0 = 0, lor1 = 1, lor2 = 0;

#pragma omp target teams distribute parallel for map(to: v[0:n]) reduction(+: sum)
	for (int i = 0; i < n; i++)
		sum += v[i];
#pragma omp target teams distribute parallel for map(to: v[0:n]) reduction(-: dif)
	for (int i = 0; i < n; i++)
		dif -= v[i];
#pragma omp target teams distribute parallel for map(to: p[0:n]) reduction(*: prod)
	for (int i = 0; i < n; i++)
		prod *= p[i];
#pragma omp target teams distribute parallel for map(to: v[0:n]) reduction(min: mn)
	for (int i = 0; i < n; i++)
		mn = v[i] < mn ? v[i] : mn;
#pragma omp target teams distribute parallel for map(to: v[0:n]) reduction(max: mx)
	for (int i = 0; i < n; i++)
		mx = v[i] > mx ? v[i] : mx;
#pragma omp target teams distribute parallel for map(to: v[0:n]) reduction(min: mnorig)
	for (int i = 0; i < n; i++)
		if (v[i] < mnorig)
			mnorig = v[i];
#pragma omp target teams distribute parallel for map(to: andv[0:n]) reduction(&: band)
	for (int i = 0; i < n; i++)
		band &= andv[i];
#pragma omp target teams distribute parallel for map(to: orv[0:n]) reduction(|: bor)
	for (int i = 0; i < n; i++)
		bor |= orv[i];
#pragma omp target teams distribute parallel for map(to: v[0:n]) reduction(^: bxor)
	for (int i = 0; i < n; i++)
		bxor ^= v[i];
#pragma omp target teams distribute parallel for map(to: lt[0:n]) reduction(&&: land0)
	for (int i = 0; i < n; i++)
		land0 = land0 && lt[i];
#pragma omp target teams distribute parallel for map(to: lz[0:n]) reduction(&&: land1)
	for (int i = 0; i < n; i++)
		land1 = land1 && lz[i];
#pragma omp target teams distribute parallel for map(to: one[0:n]) reduction(||: lor0)
	for (int i = 0; i < n; i++)
		lor0 = lor0 || one[i];
#pragma omp target teams distribute parallel for map(to: zero[0:n]) reduction(||: lor1)
	for (int i = 0; i < n; i++)
		lor1 = lor1 || zero[i];
#pragma omp target teams distribute parallel for map(to: zero[0:n]) reduction(||: lor2)
	for (int i = 0; i < n; i++)
		lor2 = lor2 || zero[i];

	r[0] = sum, r[1] = dif, r[2] = prod, r[3] = mn, r[4] = mx, r[5] = mnorig;
	r[6] = band, r[7] = bor, r[8] = bxor, r[9] = land0, r[10] = land1;
	r[11] = lor0, r[12] = lor1, r[13] = lor2;
}

static void
int_host(int n, struct int_in in, int *r)
{
	int sum = 5, dif = -17, prod = 3, mn = 1 << 20, mx = -(1 << 20), mnorig = -1000000;
	int band = 0x7ffffff5, bor = 0x10000000, bxor = 0x5a5a5a5a;
	int land0 = 0, land1 = 1, lor0 = 0, lor1 = 1, lor2 = 0;

	for (int i = 0; i < n; i++) {
		sum += in.v[i];
		dif -= in.v[i];
		prod *= in.p[i];
		mn = in.v[i] < mn ? in.v[i] : mn;
		mx = in.v[i] > mx ? in.v[i] : mx;
		mnorig = in.v[i] < mnorig ? in.v[i] : mnorig;
		band &= in.andv[i];
		bor |= in.orv[i];
		bxor ^= in.v[i];
		land0 = land0 && in.lt[i];
		land1 = land1 && in.lz[i];
		lor0 = lor0 || in.one[i];
		lor1 = lor1 || in.zero[i];
		lor2 = lor2 || in.zero[i];
	}
	r[0] = sum, r[1] = dif, r[2] = prod, r[3] = mn, r[4] = mx, r[5] = mnorig;
	r[6] = band, r[7] = bor, r[8] = bxor, r[9] = land0, r[10] = land1;
	r[11] = lor0, r[12] = lor1, r[13] = lor2;
}

static const char *const int_names[] = {
        "+", "-", "*", "min", "max", "min (original wins)", "&", "|", "^",
        "&& (original 0)", "&& (one zero)", "|| (one non-zero)", "|| (original 1)", "|| (all zero)",
};

static int
test_int(int n)
{
	int cap = n > 0 ? n : 1;
	struct int_in in;
	int got[NRES], want[NRES];

	in.v = malloc(cap * sizeof *in.v), in.p = malloc(cap * sizeof *in.p);
	in.andv = malloc(cap * sizeof *in.andv), in.orv = malloc(cap * sizeof *in.orv);
	in.lt = malloc(cap * sizeof *in.lt), in.lz = malloc(cap * sizeof *in.lz);
	in.zero = malloc(cap * sizeof *in.zero), in.one = malloc(cap * sizeof *in.one);
	for (int i = 0; i < n; i++) {
		in.v[i] = (int)(((long)i * 7919) % 2001) - 1000;
		in.p[i] = i % 99989 == 17 ? 2 : i % 199999 == 40 ? -1 : 1;
		in.andv[i] = i % 99991 == 5 ? ~(1 << (i / 99991 % 8)) : -1;
		in.orv[i] = i % 99991 == 5 ? 1 << (i / 99991 % 8 + 3) : 0;
		in.lt[i] = i % 3 == 0 ? -3 : i % 3 == 1 ? 1 : 12;
		in.lz[i] = i == n - 2 || n == 1 ? 0 : in.lt[i];
		in.zero[i] = 0;
		in.one[i] = i == n - 3 || (n < 3 && i == 0) ? -5 : 0;
	}
	/* The extremes in the middle of a block, away from index 0. */
	if (n > 1000) {
		in.v[n - 77] = 999999;
		in.v[517] = -999999;
	}
	for (int k = 0; k < NRES; k++)
		got[k] = want[k] = -424242;

	int_device(n, in, got);
	int_host(n, in, want);
	int ok = 1;
	for (int k = 0; k < 14 && ok; k++)
		ok = check_long("int", n, int_names[k], got[k], want[k]);
	free(in.v), free(in.p), free(in.andv), free(in.orv);
	free(in.lt), free(in.lz), free(in.zero), free(in.one);
	return ok;
}

/* ---- unsigned: arithmetic wraps, so any values do ---- */

static void
unsigned_device(int n, const unsigned *v, const unsigned *odd, const unsigned *andv,
                const unsigned *orv, unsigned *r)
{
	unsigned sum = 5u, dif = 3u, prod = 7u, mn = 4000000000u, mx = 1u, band = 0xfffffff5u;
	unsigned bor = 0x80000000u, bxor = 0xa5a5a5a5u, land = 0u, lor = 1u;

#pragma omp target teams distribute parallel for map(to: v[0:n]) reduction(+: sum)
	for (int i = 0; i < n; i++)
		sum += v[i];
#pragma omp target teams distribute parallel for map(to: v[0:n]) reduction(-: dif)
	for (int i = 0; i < n; i++)
		dif -= v[i];
#pragma omp target teams distribute parallel for map(to: odd[0:n]) reduction(*: prod)
	for (int i = 0; i < n; i++)
		prod *= odd[i];
#pragma omp target teams distribute parallel for map(to: v[0:n]) reduction(min: mn)
	for (int i = 0; i < n; i++)
		mn = v[i] < mn ? v[i] : mn;
#pragma omp target teams distribute parallel for map(to: v[0:n]) reduction(max: mx)
	for (int i = 0; i < n; i++)
		mx = v[i] > mx ? v[i] : mx;
#pragma omp target teams distribute parallel for map(to: andv[0:n]) reduction(&: band)
	for (int i = 0; i < n; i++)
		band &= andv[i];
#pragma omp target teams distribute parallel for map(to: orv[0:n]) reduction(|: bor)
	for (int i = 0; i < n; i++)
		bor |= orv[i];
#pragma omp target teams distribute parallel for map(to: v[0:n]) reduction(^: bxor)
	for (int i = 0; i < n; i++)
		bxor ^= v[i];
#pragma omp target teams distribute parallel for map(to: odd[0:n]) reduction(&&: land)
	for (int i = 0; i < n; i++)
		land = land && odd[i];
#pragma omp target teams distribute parallel for map(to: orv[0:n]) reduction(||: lor)
	for (int i = 0; i < n; i++)
		lor = lor || orv[i];

	r[0] = sum, r[1] = dif, r[2] = prod, r[3] = mn, r[4] = mx;
	r[5] = band, r[6] = bor, r[7] = bxor, r[8] = land, r[9] = lor;
}

static void
unsigned_host(int n, const unsigned *v, const unsigned *odd, const unsigned *andv,
              const unsigned *orv, unsigned *r)
{
	unsigned sum = 5u, dif = 3u, prod = 7u, mn = 4000000000u, mx = 1u, band = 0xfffffff5u;
	unsigned bor = 0x80000000u, bxor = 0xa5a5a5a5u, land = 0u, lor = 1u;

	for (int i = 0; i < n; i++) {
		sum += v[i];
		dif -= v[i];
		prod *= odd[i];
		mn = v[i] < mn ? v[i] : mn;
		mx = v[i] > mx ? v[i] : mx;
		band &= andv[i];
		bor |= orv[i];
		bxor ^= v[i];
		land = land && odd[i];
		lor = lor || orv[i];
	}
	r[0] = sum, r[1] = dif, r[2] = prod, r[3] = mn, r[4] = mx;
	r[5] = band, r[6] = bor, r[7] = bxor, r[8] = land, r[9] = lor;
}

static const char *const unsigned_names[] = {
        "+", "-", "*", "min", "max", "&", "|", "^", "&& (original 0)", "|| (original 1)",
};

static int
test_unsigned(int n)
{
	int cap = n > 0 ? n : 1;
	unsigned *v = malloc(cap * sizeof *v), *odd = malloc(cap * sizeof *odd);
	unsigned *andv = malloc(cap * sizeof *andv), *orv = malloc(cap * sizeof *orv);
	unsigned got[NRES], want[NRES];

	for (int i = 0; i < n; i++) {
		v[i] = (unsigned)i * 2654435761u + 12345u; /* above and below 2^31 */
		odd[i] = v[i] | 1u;
		andv[i] = i % 99991 == 5 ? ~(1u << (i / 99991 % 8 + 20)) : 0xffffffffu;
		orv[i] = i % 99991 == 5 ? 1u << (i / 99991 % 8 + 4) : 0u;
	}
	for (int k = 0; k < NRES; k++)
		got[k] = want[k] = 424242u;

	unsigned_device(n, v, odd, andv, orv, got);
	unsigned_host(n, v, odd, andv, orv, want);
	int ok = 1;
	for (int k = 0; k < 10 && ok; k++)
		ok = check_long("unsigned", n, unsigned_names[k], (long)got[k], (long)want[k]);
	free(v), free(odd), free(andv), free(orv);
	return ok;
}

/* ---- long: values and sums beyond 32 bits ---- */

static void
long_device(int n, const long *v, const long *p, const long *andv, const long *orv, long *r)
{
	long sum = 5000000000L, dif = -7L, prod = 3L, mn = 1L << 50, mx = -(1L << 50);
	long band = 0x7ffffffffffffff5L, bor = 1L << 40, bxor = 0x5a5a5a5a5a5aL;
	long land = 0L, lor = 0L;

#pragma omp target teams distribute parallel for map(to: v[0:n]) reduction(+: sum)
	for (int i = 0; i < n; i++)
		sum += v[i];
#pragma omp target teams distribute parallel for map(to: v[0:n]) reduction(-: dif)
	for (int i = 0; i < n; i++)
		dif -= v[i];
#pragma omp target teams distribute parallel for map(to: p[0:n]) reduction(*: prod)
	for (int i = 0; i < n; i++)
		prod *= p[i];
#pragma omp target teams distribute parallel for map(to: v[0:n]) reduction(min: mn)
	for (int i = 0; i < n; i++)
		mn = v[i] < mn ? v[i] : mn;
#pragma omp target teams distribute parallel for map(to: v[0:n]) reduction(max: mx)
	for (int i = 0; i < n; i++)
		mx = v[i] > mx ? v[i] : mx;
#pragma omp target teams distribute parallel for map(to: andv[0:n]) reduction(&: band)
	for (int i = 0; i < n; i++)
		band &= andv[i];
#pragma omp target teams distribute parallel for map(to: orv[0:n]) reduction(|: bor)
	for (int i = 0; i < n; i++)
		bor |= orv[i];
#pragma omp target teams distribute parallel for map(to: v[0:n]) reduction(^: bxor)
	for (int i = 0; i < n; i++)
		bxor ^= v[i];
#pragma omp target teams distribute parallel for map(to: v[0:n]) reduction(&&: land)
	for (int i = 0; i < n; i++)
		land = land && v[i];
#pragma omp target teams distribute parallel for map(to: orv[0:n]) reduction(||: lor)
	for (int i = 0; i < n; i++)
		lor = lor || orv[i];

	r[0] = sum, r[1] = dif, r[2] = prod, r[3] = mn, r[4] = mx;
	r[5] = band, r[6] = bor, r[7] = bxor, r[8] = land, r[9] = lor;
}

static void
long_host(int n, const long *v, const long *p, const long *andv, const long *orv, long *r)
{
	long sum = 5000000000L, dif = -7L, prod = 3L, mn = 1L << 50, mx = -(1L << 50);
	long band = 0x7ffffffffffffff5L, bor = 1L << 40, bxor = 0x5a5a5a5a5a5aL;
	long land = 0L, lor = 0L;

	for (int i = 0; i < n; i++) {
		sum += v[i];
		dif -= v[i];
		prod *= p[i];
		mn = v[i] < mn ? v[i] : mn;
		mx = v[i] > mx ? v[i] : mx;
		band &= andv[i];
		bor |= orv[i];
		bxor ^= v[i];
		land = land && v[i];
		lor = lor || orv[i];
	}
	r[0] = sum, r[1] = dif, r[2] = prod, r[3] = mn, r[4] = mx;
	r[5] = band, r[6] = bor, r[7] = bxor, r[8] = land, r[9] = lor;
}

static const char *const long_names[] = {
        "+", "-", "*", "min", "max", "&", "|", "^", "&& (original 0)", "|| (original 0)",
};

static int
test_long(int n)
{
	int cap = n > 0 ? n : 1;
	long *v = malloc(cap * sizeof *v), *p = malloc(cap * sizeof *p);
	long *andv = malloc(cap * sizeof *andv), *orv = malloc(cap * sizeof *orv);
	long got[NRES], want[NRES];

	for (int i = 0; i < n; i++) {
		v[i] = ((long)i * 1000003L) % 2000000011L - 1000000005L; /* never 0 for i < 1e6 */
		if (v[i] == 0)
			v[i] = 1;
		p[i] = i % 24989 == 11 ? 2L : i % 99991 == 1 ? -1L : 1L;
		andv[i] = i % 99991 == 5 ? ~(1L << (i / 99991 % 8 + 40)) : -1L;
		orv[i] = i % 99991 == 5 ? 1L << (i / 99991 % 8 + 50) : 0L;
	}
	if (n > 1000) {
		v[n - 300] = 1L << 45;
		v[1000] = -(1L << 45);
	}
	for (int k = 0; k < NRES; k++)
		got[k] = want[k] = -424242L;

	long_device(n, v, p, andv, orv, got);
	long_host(n, v, p, andv, orv, want);
	int ok = 1;
	for (int k = 0; k < 10 && ok; k++)
		ok = check_long("long", n, long_names[k], got[k], want[k]);
	free(v), free(p), free(andv), free(orv);
	return ok;
}

/* ---- float: multiples of 1/8 and powers of two, so every order of summing is exact ---- */

static void
float_device(int n, const float *v, const float *p, float *r)
{
	float sum = 5.5f, dif = -2.25f, prod = 3.0f, mn = 1000.0f, mx = -1000.0f;

#pragma omp target teams distribute parallel for map(to: v[0:n]) reduction(+: sum)
	for (int i = 0; i < n; i++)
		sum += v[i];
#pragma omp target teams distribute parallel for map(to: v[0:n]) reduction(-: dif)
	for (int i = 0; i < n; i++)
		dif -= v[i];
#pragma omp target teams distribute parallel for map(to: p[0:n]) reduction(*: prod)
	for (int i = 0; i < n; i++)
		prod *= p[i];
#pragma omp target teams distribute parallel for map(to: v[0:n]) reduction(min: mn)
	for (int i = 0; i < n; i++)
		mn = fminf(mn, v[i]);
#pragma omp target teams distribute parallel for map(to: v[0:n]) reduction(max: mx)
	for (int i = 0; i < n; i++)
		mx = v[i] > mx ? v[i] : mx;

	r[0] = sum, r[1] = dif, r[2] = prod, r[3] = mn, r[4] = mx;
}

static void
float_host(int n, const float *v, const float *p, float *r)
{
	float sum = 5.5f, dif = -2.25f, prod = 3.0f, mn = 1000.0f, mx = -1000.0f;

	for (int i = 0; i < n; i++) {
		sum += v[i];
		dif -= v[i];
		prod *= p[i];
		mn = fminf(mn, v[i]);
		mx = v[i] > mx ? v[i] : mx;
	}
	r[0] = sum, r[1] = dif, r[2] = prod, r[3] = mn, r[4] = mx;
}

static const char *const float_names[] = {"+", "-", "*", "min", "max"};

static int
test_float(int n)
{
	int cap = n > 0 ? n : 1;
	float *v = malloc(cap * sizeof *v), *p = malloc(cap * sizeof *p);
	float got[NRES], want[NRES];

	for (int i = 0; i < n; i++) {
		v[i] = (float)((i * 37) % 17 - 8) * 0.125f;
		p[i] = i % 49999 == 3    ? 2.0f
		       : i % 99991 == 8  ? 0.5f
		       : i % 333331 == 2 ? -1.0f
		                         : 1.0f;
	}
	if (n > 1000) {
		v[n - 5] = 123.375f;
		v[700] = -77.5f;
	}
	for (int k = 0; k < NRES; k++)
		got[k] = want[k] = NAN;

	float_device(n, v, p, got);
	float_host(n, v, p, want);
	int ok = 1;
	for (int k = 0; k < 5 && ok; k++)
		ok = check_double("float", n, float_names[k], got[k], want[k], 0.0);
	free(v), free(p);
	return ok;
}

/* ---- double: sums of multiples of 1/16 are exact; the product is of values near 1 ---- */

static void
double_device(int n, const double *v, const double *p, double *r)
{
	double sum = 5.5, dif = -1e6, prod = -3.0, mn = 1e9, mx = -1e9;

#pragma omp target teams distribute parallel for map(to: v[0:n]) reduction(+: sum)
	for (int i = 0; i < n; i++)
		sum += v[i];
#pragma omp target teams distribute parallel for map(to: v[0:n]) reduction(-: dif)
	for (int i = 0; i < n; i++)
		dif -= v[i];
#pragma omp target teams distribute parallel for map(to: p[0:n]) reduction(*: prod)
	for (int i = 0; i < n; i++)
		prod *= p[i];
#pragma omp target teams distribute parallel for map(to: v[0:n]) reduction(min: mn)
	for (int i = 0; i < n; i++)
		mn = v[i] < mn ? v[i] : mn;
#pragma omp target teams distribute parallel for map(to: v[0:n]) reduction(max: mx)
	for (int i = 0; i < n; i++)
		mx = fmax(mx, v[i]);

	r[0] = sum, r[1] = dif, r[2] = prod, r[3] = mn, r[4] = mx;
}

static void
double_host(int n, const double *v, const double *p, double *r)
{
	double sum = 5.5, dif = -1e6, prod = -3.0, mn = 1e9, mx = -1e9;

	for (int i = 0; i < n; i++) {
		sum += v[i];
		dif -= v[i];
		prod *= p[i];
		mn = v[i] < mn ? v[i] : mn;
		mx = fmax(mx, v[i]);
	}
	r[0] = sum, r[1] = dif, r[2] = prod, r[3] = mn, r[4] = mx;
}

static int
test_double(int n)
{
	int cap = n > 0 ? n : 1;
	double *v = malloc(cap * sizeof *v), *p = malloc(cap * sizeof *p);
	double got[NRES], want[NRES];

	for (int i = 0; i < n; i++) {
		v[i] = (double)((i * 7919L) % 1001 - 500) * 0.0625;
		p[i] = 1.0 + (double)(i % 7 - 3) * 1e-7;
	}
	if (n > 1000) {
		v[n - 2] = 1e8 + 0.5;
		v[999] = -2e8 - 0.25;
	}
	for (int k = 0; k < NRES; k++)
		got[k] = want[k] = NAN;

	double_device(n, v, p, got);
	double_host(n, v, p, want);
	int ok = check_double("double", n, "+", got[0], want[0], 0.0) &&
	         check_double("double", n, "-", got[1], want[1], 0.0) &&
	         check_double("double", n, "*", got[2], want[2], 1e-9) &&
	         check_double("double", n, "min", got[3], want[3], 0.0) &&
	         check_double("double", n, "max", got[4], want[4], 0.0);
	free(v), free(p);
	return ok;
}

int
main(void)
{
	static const int sizes[] = {1000003, 4099, 257, 33, 1, 0};

	for (unsigned s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
		int n = sizes[s];
		if (!test_int(n) || !test_unsigned(n) || !test_long(n) || !test_float(n) ||
		    !test_double(n))
			return 1;
	}
	printf("PASS\n");
	return 0;
}
