/* omp2cuda_divide.h: included by a .cu file whose kernels divide by
 * divisors the host knows at launch (O2cDivisor, omp2cuda_contract.h).
 *
 * o2c_div_s32(n, d, m) is n / d as C computes it in int, o2c_rem_s32 n % d;
 * o2c_div_u32 and o2c_rem_u32 the same in unsigned int.  Where d is the
 * value the host computed m for (and m.ok), the quotient is a multiply's
 * high half, an add and shifts (runtime/divisor.c says how); otherwise
 * the division is the one written.  The remainder is n - q * d, which C's
 * truncating division makes the same as n % d.
 */
#ifndef OMP2CUDA_DIVIDE_H
#define OMP2CUDA_DIVIDE_H

#include "omp2cuda_contract.h"

static __device__ __forceinline__ unsigned
o2c_div_u32(unsigned n, unsigned d, O2cDivisor m)
{
	if (d != m.d || !m.ok)
		return n / d;
	unsigned t = __umulhi(m.magic, n);
	return (t + ((n - t) >> (m.shift < 1 ? m.shift : 1))) >> (m.shift > 1 ? m.shift - 1 : 0);
}

static __device__ __forceinline__ unsigned
o2c_rem_u32(unsigned n, unsigned d, O2cDivisor m)
{
	return n - o2c_div_u32(n, d, m) * d;
}

static __device__ __forceinline__ int
o2c_div_s32(int n, int d, O2cDivisor m)
{
	if ((unsigned)d != m.d || !m.ok)
		return n / d;
	/* the sums in unsigned: they wrap as the algorithm assumes */
	unsigned q = ((unsigned)n + (unsigned)__mulhi((int)m.magic, n));
	q = (unsigned)((int)q >> m.shift) - (unsigned)(n >> 31);
	unsigned sign = (unsigned)(d >> 31);
	return (int)((q ^ sign) - sign);
}

static __device__ __forceinline__ int
o2c_rem_s32(int n, int d, O2cDivisor m)
{
	return (int)((unsigned)n - (unsigned)o2c_div_s32(n, d, m) * (unsigned)d);
}

#endif
