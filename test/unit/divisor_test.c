/* Unit test of divisors the host knows at launch: the multipliers the
 * runtime computes (runtime/divisor.c) with the kernels' own division
 * (runtime/include/omp2cuda_divide.h, compiled here for the host with
 * __umulhi and __mulhi as the GPU computes them), against C's / and %,
 * for every divisor around each power of two and its negation, the
 * extremes, and random ones, each with dividends around the same places
 * and at random.  A divisor the kernel computes otherwise than the host
 * divides as written, and 0, 1 and -1 get no multiplier, nor any under
 * OMP2CUDA_DIVISORS=off.  Exits non-zero
 * on the first difference.
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "omp2cuda_rt.h"

#define __device__
#define __forceinline__ inline
static unsigned
__umulhi(unsigned a, unsigned b)
{
	return (unsigned)(((unsigned long long)a * b) >> 32);
}
static int
__mulhi(int a, int b)
{
	return (int)(((long long)a * b) >> 32);
}
#include "omp2cuda_divide.h"

#include "unit_check.h"

static unsigned long long seed = 88172645463325252ull;

static unsigned
rnd(void)
{
	seed ^= seed << 13;
	seed ^= seed >> 7;
	seed ^= seed << 17;
	return (unsigned)(seed >> 16);
}

/* Values near every power of two and its negation (as bits), and random. */
static int
values(unsigned *v)
{
	int n = 0;

	for (int k = 0; k < 32; k++)
		for (int e = -3; e <= 3; e++) {
			v[n++] = (1u << k) + (unsigned)e;
			v[n++] = 0u - ((1u << k) + (unsigned)e);
		}
	for (unsigned s = 0; s < 300; s++)
		v[n++] = s;
	v[n++] = INT_MAX;
	v[n++] = (unsigned)INT_MIN;
	v[n++] = UINT_MAX;
	for (int i = 0; i < 400; i++)
		v[n++] = rnd() >> (rnd() % 32);
	return n;
}

int
main(void)
{
	static unsigned v[2048];
	int n = values(v);
	long long checked = 0;
	const char *sw = getenv("OMP2CUDA_DIVISORS");
	int on = !sw || strcmp(sw, "off"); /* off: no multiplier, every division as written */

	for (int i = 0; i < n; i++) {
		unsigned du = v[i];
		int ds = (int)v[i];
		O2cDivisor mu = o2c_divisor_u32(du), ms = o2c_divisor_s32(ds);
		CHECK(mu.ok == (on && du >= 2), "unsigned divisor %u: ok %d", du, mu.ok);
		CHECK(ms.ok == (on && ds != 0 && ds != 1 && ds != -1), "int divisor %d: ok %d", ds, ms.ok);
		for (int j = 0; j < n; j++) {
			unsigned nu = v[j];
			int ns = (int)v[j];
			if (du) {
				CHECK(o2c_div_u32(nu, du, mu) == nu / du, "%u / %u", nu, du);
				CHECK(o2c_rem_u32(nu, du, mu) == nu % du, "%u %% %u", nu, du);
			}
			if (ds && !(ns == INT_MIN && ds == -1)) {
				CHECK(o2c_div_s32(ns, ds, ms) == ns / ds, "%d / %d", ns, ds);
				CHECK(o2c_rem_s32(ns, ds, ms) == ns % ds, "%d %% %d", ns, ds);
			}
			checked++;
		}
		/* a divisor other than the host's: as written */
		if (du > 3 && ds != INT_MIN) {
			CHECK(o2c_div_u32(1000003u, du - 1, mu) == 1000003u / (du - 1), "other %u", du - 1);
			CHECK(o2c_div_s32(-1000003, ds - 1, ms) == -1000003 / (ds - 1), "other %d", ds - 1);
		}
	}
	printf("divisor_test: ok, %lld pairs, multipliers %s\n", checked, on ? "on" : "off");
	return 0;
}
