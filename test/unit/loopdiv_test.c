/* Unit test of divisions by a value a loop does not change: the inverse
 * computed before the loop and the division in it (runtime/include/
 * omp2cuda_loopdiv.h, compiled here for the host with __umulhi and
 * __umul64hi as the GPU computes them), against C's / and % in unsigned
 * and signed 32 and 64 bits, for divisors and dividends around each power
 * of two and its negation, the extremes, small values and random ones;
 * a divisor of 0 leaves the inverse 0.  Exits non-zero on the first
 * difference. */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>

#define __device__
#define __forceinline__ inline
static unsigned
__umulhi(unsigned a, unsigned b)
{
	return (unsigned)(((unsigned long long)a * b) >> 32);
}
static unsigned long long
__umul64hi(unsigned long long a, unsigned long long b)
{
	return (unsigned long long)(((unsigned __int128)a * b) >> 64);
}
#include "omp2cuda_loopdiv.h"

#include "unit_check.h"

static unsigned long long seed = 88172645463325252ull;

static unsigned long long
rnd(void)
{
	seed ^= seed << 13;
	seed ^= seed >> 7;
	seed ^= seed << 17;
	return seed;
}

/* Values near every power of two and its negation (as bits), small, the
 * extremes, and random of every width. */
static int
values(unsigned long long *v)
{
	int n = 0;

	for (int k = 0; k < 64; k++)
		for (int e = -3; e <= 3; e++) {
			v[n++] = (1ull << k) + (unsigned long long)e;
			v[n++] = 0ull - ((1ull << k) + (unsigned long long)e);
		}
	for (unsigned s = 0; s < 200; s++)
		v[n++] = s;
	v[n++] = INT_MAX;
	v[n++] = (unsigned)INT_MIN;
	v[n++] = UINT_MAX;
	v[n++] = LLONG_MAX;
	v[n++] = (unsigned long long)LLONG_MIN;
	for (int i = 0; i < 600; i++)
		v[n++] = rnd() >> (rnd() % 64);
	return n;
}

int
main(void)
{
	static unsigned long long v[2048];
	int n = values(v);
	long long checked = 0;

	CHECK(o2c_inv_u32(0) == 0 && o2c_inv_u64(0) == 0 && o2c_inv_s32(0) == 0 &&
	              o2c_inv_s64(0) == 0,
	      "the inverse of 0");
	for (int i = 0; i < n; i++) {
		unsigned du = (unsigned)v[i];
		int ds = (int)(unsigned)v[i];
		unsigned long long dU = v[i];
		long long dS = (long long)v[i];
		unsigned mu = o2c_inv_u32(du), ms = o2c_inv_s32(ds);
		unsigned long long mU = o2c_inv_u64(dU), mS = o2c_inv_s64(dS);

		for (int j = 0; j < n; j++) {
			unsigned nu = (unsigned)v[j];
			int ns = (int)(unsigned)v[j];
			unsigned long long nU = v[j];
			long long nS = (long long)v[j];
			if (du) {
				CHECK(o2c_ldiv_u32(nu, du, mu) == nu / du, "%u / %u", nu, du);
				CHECK(o2c_lrem_u32(nu, du, mu) == nu % du, "%u %% %u", nu, du);
			}
			if (ds && !(ns == INT_MIN && ds == -1)) {
				CHECK(o2c_ldiv_s32(ns, ds, ms) == ns / ds, "%d / %d", ns, ds);
				CHECK(o2c_lrem_s32(ns, ds, ms) == ns % ds, "%d %% %d", ns, ds);
			}
			if (dU) {
				CHECK(o2c_ldiv_u64(nU, dU, mU) == nU / dU, "%llu / %llu", nU, dU);
				CHECK(o2c_lrem_u64(nU, dU, mU) == nU % dU, "%llu %% %llu", nU, dU);
			}
			if (dS && !(nS == LLONG_MIN && dS == -1)) {
				CHECK(o2c_ldiv_s64(nS, dS, mS) == nS / dS, "%lld / %lld", nS, dS);
				CHECK(o2c_lrem_s64(nS, dS, mS) == nS % dS, "%lld %% %lld", nS, dS);
			}
			checked++;
		}
	}
	/* every dividend below 2^20 by the divisors up to 300, 32 bits */
	for (unsigned d = 1; d <= 300; d++)
		for (unsigned x = 0; x < (1u << 20); x += 1 + (x >> 12)) {
			CHECK(o2c_ldiv_u32(x, d, o2c_inv_u32(d)) == x / d, "%u / %u", x, d);
			CHECK(o2c_lrem_s32(-(int)x, (int)d, o2c_inv_s32((int)d)) ==
			              -(int)x % (int)d,
			      "-%u %% %u", x, d);
			checked++;
		}
	printf("loopdiv_test: ok, %lld pairs\n", checked);
	return 0;
}
