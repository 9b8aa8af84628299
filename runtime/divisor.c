/* Divisors the host knows at launch (O2cDivisor, omp2cuda_contract.h):
 * the multiplier and shift of a division by an invariant integer,
 * T. Granlund and P. L. Montgomery, "Division by invariant integers using
 * multiplication" (PLDI 1994), figure 4.1 for unsigned and 5.1 for signed
 * 32-bit division.  The kernel's side is omp2cuda_divide.h;
 * test/unit/divisor_test.c checks the two against C's / and % on both
 * sides of every power of two and at random.
 *
 * Unsigned d >= 1, l = ceil(log2 d): magic = 2^32 (2^l - d) / d + 1
 * (below 2^32), and n / d = (t + ((n - t) >> min(l, 1))) >> max(l - 1, 0)
 * with t the high half of magic * n; shift holds l.
 * Signed |d| >= 2, l = ceil(log2 |d|): magic = 2^(31 + l) / |d| + 1 - 2^32
 * (a negative int), and n / d = ((n + mulhi(magic, n)) >> (l - 1)) - (n >>
 * 31), negated where d < 0; shift holds l - 1.  d = 0, 1 and -1 (and
 * OMP2CUDA_DIVISORS=off) give ok 0: the kernel divides as written. */
#include "internal.h"
#include "switches.h"

static int
ceil_log2(unsigned long long d)
{
	int l = 0;

	while ((1ull << l) < d)
		l++;
	return l;
}

O2cDivisor
o2c_divisor_u32(unsigned d)
{
	O2cDivisor m = {d, 0, 0, 0};
	int l;

	if (d < 2 || !o2c_switches()->divisors)
		return m;
	l = ceil_log2(d);
	m.magic = (unsigned)((((1ull << l) - d) << 32) / d + 1);
	m.shift = l;
	m.ok = 1;
	return m;
}

O2cDivisor
o2c_divisor_s32(int d)
{
	O2cDivisor m = {(unsigned)d, 0, 0, 0};
	unsigned long long a = d < 0 ? 0ull - (unsigned long long)(long long)d : (unsigned long long)d;
	int l;

	if (a < 2 || !o2c_switches()->divisors)
		return m;
	l = ceil_log2(a);
	m.magic = (unsigned)((1ull << (31 + l)) / a + 1); /* mod 2^32: less 2^32 */
	m.shift = l - 1;
	m.ok = 1;
	return m;
}
