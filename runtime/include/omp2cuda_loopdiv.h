/* omp2cuda_loopdiv.h: included by a .cu file whose device code divides,
 * inside a loop, by a value the loop does not change (frontend/
 * loop_divisors.c).  Before the loop, the .cu copy computes the divisor's
 * inverse once, m = floor((2^N - 1) / d) (o2c_inv_u32, o2c_inv_s32 of |d|,
 * _u64, _s64; 0 where d is 0), and in the loop `n / d` reads
 * o2c_ldiv_u32(n , d, m): the quotient's estimate q, the high half of
 * n * m, is at most n / d and more than n / d - 2 (m >= (2^N - d) / d,
 * so n * m / 2^N >= n / d - n / 2^N, and n < 2^N), so the remainder
 * n - q * d is below 2 * d and one step corrects both, each step a
 * multiply or an add where nvcc's division is a reciprocal's estimate
 * and its corrections (32 bits) or a subroutine (64 bits).  A divisor of
 * 0 divides as written.  Signed division divides the magnitudes (C's
 * division truncates toward zero), the quotient negative where the signs
 * differ and the remainder with the dividend's sign.
 */
#ifndef OMP2CUDA_LOOPDIV_H
#define OMP2CUDA_LOOPDIV_H

static __device__ __forceinline__ unsigned
o2c_inv_u32(unsigned d)
{
	return d ? 0xffffffffu / d : 0u;
}

static __device__ __forceinline__ unsigned long long
o2c_inv_u64(unsigned long long d)
{
	return d ? ~0ull / d : 0ull;
}

static __device__ __forceinline__ unsigned
o2c_inv_s32(int d)
{
	return o2c_inv_u32(d < 0 ? 0u - (unsigned)d : (unsigned)d);
}

static __device__ __forceinline__ unsigned long long
o2c_inv_s64(long long d)
{
	return o2c_inv_u64(d < 0 ? 0ull - (unsigned long long)d : (unsigned long long)d);
}

/* n / d and n % d of unsigned n and d != 0, m = o2c_inv_u32(d): *r. */
static __device__ __forceinline__ unsigned
o2c_ludiv32(unsigned n, unsigned d, unsigned m, unsigned *r)
{
	unsigned q = __umulhi(n, m);

	*r = n - q * d;
	if (*r >= d)
		q++, *r -= d;
	return q;
}

static __device__ __forceinline__ unsigned long long
o2c_ludiv64(unsigned long long n, unsigned long long d, unsigned long long m, unsigned long long *r)
{
	unsigned long long q = __umul64hi(n, m);

	*r = n - q * d;
	if (*r >= d)
		q++, *r -= d;
	return q;
}

static __device__ __forceinline__ unsigned
o2c_ldiv_u32(unsigned n, unsigned d, unsigned m)
{
	unsigned r;

	return m ? o2c_ludiv32(n, d, m, &r) : n / d;
}

static __device__ __forceinline__ unsigned
o2c_lrem_u32(unsigned n, unsigned d, unsigned m)
{
	unsigned r;

	if (!m)
		return n % d;
	o2c_ludiv32(n, d, m, &r);
	return r;
}

static __device__ __forceinline__ unsigned long long
o2c_ldiv_u64(unsigned long long n, unsigned long long d, unsigned long long m)
{
	unsigned long long r;

	return m ? o2c_ludiv64(n, d, m, &r) : n / d;
}

static __device__ __forceinline__ unsigned long long
o2c_lrem_u64(unsigned long long n, unsigned long long d, unsigned long long m)
{
	unsigned long long r;

	if (!m)
		return n % d;
	o2c_ludiv64(n, d, m, &r);
	return r;
}

/* The signed forms: |n| and |d| in unsigned (|INT_MIN| is 2^31 there);
 * INT_MIN / -1, which C leaves undefined, gives INT_MIN. */
static __device__ __forceinline__ int
o2c_ldiv_s32(int n, int d, unsigned m)
{
	unsigned an = n < 0 ? 0u - (unsigned)n : (unsigned)n,
	         ad = d < 0 ? 0u - (unsigned)d : (unsigned)d, r;
	unsigned q;

	if (!m)
		return n / d;
	q = o2c_ludiv32(an, ad, m, &r);
	return (int)((n < 0) != (d < 0) ? 0u - q : q);
}

static __device__ __forceinline__ int
o2c_lrem_s32(int n, int d, unsigned m)
{
	unsigned an = n < 0 ? 0u - (unsigned)n : (unsigned)n,
	         ad = d < 0 ? 0u - (unsigned)d : (unsigned)d, r;

	if (!m)
		return n % d;
	o2c_ludiv32(an, ad, m, &r);
	return (int)(n < 0 ? 0u - r : r);
}

static __device__ __forceinline__ long long
o2c_ldiv_s64(long long n, long long d, unsigned long long m)
{
	unsigned long long an = n < 0 ? 0ull - (unsigned long long)n : (unsigned long long)n;
	unsigned long long ad = d < 0 ? 0ull - (unsigned long long)d : (unsigned long long)d, r, q;

	if (!m)
		return n / d;
	q = o2c_ludiv64(an, ad, m, &r);
	return (long long)((n < 0) != (d < 0) ? 0ull - q : q);
}

static __device__ __forceinline__ long long
o2c_lrem_s64(long long n, long long d, unsigned long long m)
{
	unsigned long long an = n < 0 ? 0ull - (unsigned long long)n : (unsigned long long)n;
	unsigned long long ad = d < 0 ? 0ull - (unsigned long long)d : (unsigned long long)d, r;

	if (!m)
		return n % d;
	o2c_ludiv64(an, ad, m, &r);
	return (long long)(n < 0 ? 0ull - r : r);
}

#endif
