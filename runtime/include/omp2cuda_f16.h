/* _Float16 in device code, included by a generated .cu file whose device
 * code has one, which then defines _Float16 as o2c_f16.
 *
 * nvcc has no _Float16 in device code (CUDA 13 stops with an internal
 * error), and CUDA's __half is a class of its own conversions.  o2c_f16
 * holds the IEEE binary16 bits, so arrays of it are the host's arrays of
 * _Float16, and computes as the host compiler computes _Float16:
 *   - O2C_F16_EXCESS 0 (g++): each operation of two _Float16 values, or of
 *     one and an integer, rounds to _Float16;
 *   - O2C_F16_EXCESS 1 (gcc's C, whose excess precision keeps float): the
 *     operation's value is a float, rounded where it is assigned to or
 *     converted to _Float16 (OpenMP's host, C11 5.2.4.2.2 FLT_EVAL_METHOD).
 * An operation with a float or a double is one of that type, as C's usual
 * arithmetic conversions make it.  float holds every _Float16 exactly and
 * has more than twice its precision, so computing + - * / in float and
 * rounding once gives the correctly rounded _Float16 result.  Conversions
 * round to nearest, ties to even (PTX cvt.rn), from float and from double
 * directly.  The front end decides the mode from the host compiler
 * (frontend/host_view.c), and refuses one that does neither (clang rounds
 * a whole expression's float value once); nothing else in the file
 * depends on it. */
#ifndef OMP2CUDA_F16_H
#define OMP2CUDA_F16_H

#include <type_traits>

#ifndef O2C_F16_EXCESS
#define O2C_F16_EXCESS 0
#endif

/* binary16 bits of a double, rounded to nearest even (the host side of
 * the .cu file, which nvcc compiles too) */
static __host__ __device__ inline unsigned short
o2c_f16_bits_of(double d)
{
#ifdef __CUDA_ARCH__
	unsigned short h;
	asm("cvt.rn.f16.f64 %0, %1;" : "=h"(h) : "d"(d));
	return h;
#else
	unsigned long long u;
	__builtin_memcpy(&u, &d, sizeof u);
	unsigned short sign = (unsigned short)((u >> 48) & 0x8000);
	int e = (int)((u >> 52) & 0x7ff);
	unsigned long long m = u & 0xfffffffffffffull;
	if (e == 0x7ff) /* inf, nan (quiet) */
		return (unsigned short)(sign | 0x7c00 | (m ? 0x200 | (m >> 42) : 0));
	if (e == 0 && m == 0)
		return sign;
	int exp = e - 1023; /* value = 1.m * 2^exp */
	if (exp > 15)
		return (unsigned short)(sign | 0x7c00);
	m |= 1ull << 52;
	/* the half's last place: 2^-24 for subnormals, 2^(exp-10) else */
	int shift = exp < -14 ? 52 - (exp + 24) : 42;
	if (shift > 63)
		return sign;
	unsigned long long q = m >> shift, rest = m & ((1ull << shift) - 1), half = 1ull << (shift - 1);
	if (rest > half || (rest == half && (q & 1)))
		q++;
	if (exp < -14) /* subnormal, or rounded up to the smallest normal */
		return (unsigned short)(sign | q);
	unsigned bits = (unsigned)((exp + 15) << 10) + (unsigned)(q - (1u << 10));
	return (unsigned short)(sign | (bits >= 0x7c00 ? 0x7c00 : bits));
#endif
}

/* binary16 bits of a float: on the device one cvt.rn from float (float
 * to double is exact, so the host's way through double rounds the same) */
static __host__ __device__ inline unsigned short
o2c_f16_bits_of_float(float f)
{
#ifdef __CUDA_ARCH__
	unsigned short h;
	asm("cvt.rn.f16.f32 %0, %1;" : "=h"(h) : "f"(f));
	return h;
#else
	return o2c_f16_bits_of((double)f);
#endif
}

static __host__ __device__ inline float
o2c_f16_value(unsigned short h)
{
#ifdef __CUDA_ARCH__
	float f;
	asm("cvt.f32.f16 %0, %1;" : "=f"(f) : "h"(h));
	return f;
#else
	int e = (h >> 10) & 0x1f, m = h & 0x3ff;
	float v = e == 0 ? (float)m * (1.0f / 16777216.0f)
	          : e == 31 ? (m ? __builtin_nanf("") : __builtin_inff())
	                    : (float)(m | 0x400) * __builtin_ldexpf(1.0f, e - 25);
	return h & 0x8000 ? -v : v;
#endif
}

struct o2c_f16 {
	unsigned short bits;

	o2c_f16() = default;
	__host__ __device__ o2c_f16(double d) : bits(o2c_f16_bits_of(d)) {}
	__host__ __device__ o2c_f16(float f) : bits(o2c_f16_bits_of_float(f)) {}
	template <class O2cI, typename std::enable_if<std::is_integral<O2cI>::value, int>::type = 0>
	__host__ __device__ o2c_f16(O2cI i) : bits(o2c_f16_bits_of_float((float)i)) /* exact below 65520 */
	{
	}
	__host__ __device__ operator float() const { return o2c_f16_value(bits); }
	static __host__ __device__ o2c_f16 of_bits(unsigned short b)
	{
		o2c_f16 h;
		h.bits = b;
		return h;
	}
};

/* what an operation of two _Float16 values (or one and an integer) gives */
#if O2C_F16_EXCESS
typedef float o2c_f16_op;
#else
typedef o2c_f16 o2c_f16_op;
#endif

template <class O2cT>
using o2c_f16_int = typename std::enable_if<std::is_integral<O2cT>::value, o2c_f16_op>::type;
template <class O2cT, bool = std::is_floating_point<O2cT>::value>
struct o2c_f16_real_of {
};
template <class O2cT>
struct o2c_f16_real_of<O2cT, true> {
	typedef decltype(O2cT() + 0.0f) type; /* float, double, long double */
};
template <class O2cT>
using o2c_f16_real = typename o2c_f16_real_of<O2cT>::type;

/* a + b, a - b, a * b of two _Float16 values rounding each operation:
 * the GPU's own binary16 instruction, correctly rounded as the float
 * computation rounded once is */
#if defined(__CUDA_ARCH__) && !O2C_F16_EXCESS
#define O2C_F16_NATIVE(insn)                                                                       \
	static __device__ inline o2c_f16 o2c_f16_native_##insn(o2c_f16 a, o2c_f16 b)               \
	{                                                                                          \
		unsigned short r;                                                                  \
		asm(#insn ".rn.f16 %0, %1, %2;" : "=h"(r) : "h"(a.bits), "h"(b.bits));             \
		return o2c_f16::of_bits(r);                                                        \
	}
O2C_F16_NATIVE(add)
O2C_F16_NATIVE(sub)
O2C_F16_NATIVE(mul)
#undef O2C_F16_NATIVE
#define O2C_F16_TWO(op, insn, a, b) o2c_f16_native_##insn(a, b)
#else
#define O2C_F16_TWO(op, insn, a, b) o2c_f16_op((float)a op(float) b)
#endif

#define O2C_F16_ARITH(op, insn)                                                                    \
	static __host__ __device__ inline o2c_f16_op operator op(o2c_f16 a, o2c_f16 b)             \
	{                                                                                          \
		return O2C_F16_TWO(op, insn, a, b);                                                \
	}                                                                                          \
	template <class O2cT> /* C converts the integer to _Float16 */                                 \
	static __host__ __device__ inline o2c_f16_int<O2cT> operator op(o2c_f16 a, O2cT b)              \
	{                                                                                          \
		return a op o2c_f16(b);                                                            \
	}                                                                                          \
	template <class O2cT>                                                                         \
	static __host__ __device__ inline o2c_f16_int<O2cT> operator op(O2cT a, o2c_f16 b)              \
	{                                                                                          \
		return o2c_f16(a) op b;                                                            \
	}                                                                                          \
	template <class O2cT>                                                                         \
	static __host__ __device__ inline o2c_f16_real<O2cT> operator op(o2c_f16 a, O2cT b)             \
	{                                                                                          \
		return (O2cT)(float)a op b;                                                           \
	}                                                                                          \
	template <class O2cT>                                                                         \
	static __host__ __device__ inline o2c_f16_real<O2cT> operator op(O2cT a, o2c_f16 b)             \
	{                                                                                          \
		return a op(O2cT)(float) b;                                                           \
	}                                                                                          \
	template <class O2cT>                                                                         \
	static __host__ __device__ inline o2c_f16 &operator op##=(o2c_f16 &a, O2cT b)                 \
	{                                                                                          \
		return a = o2c_f16(a op b);                                                        \
	}
O2C_F16_ARITH(+, add)
O2C_F16_ARITH(-, sub)
O2C_F16_ARITH(*, mul)
#undef O2C_F16_TWO
#define O2C_F16_TWO(op, insn, a, b) o2c_f16_op((float)a op(float) b) /* no binary16 division */
O2C_F16_ARITH(/, div)
#undef O2C_F16_TWO
#undef O2C_F16_ARITH

/* comparisons: the values, exactly, in float or in the other operand's
 * type */
#define O2C_F16_CMP(op)                                                                            \
	static __host__ __device__ inline bool operator op(o2c_f16 a, o2c_f16 b)                   \
	{                                                                                          \
		return (float)a op(float) b;                                                       \
	}                                                                                          \
	template <class O2cT, typename std::enable_if<std::is_arithmetic<O2cT>::value, int>::type = 0>   \
	static __host__ __device__ inline bool operator op(o2c_f16 a, O2cT b)                         \
	{                                                                                          \
		return (float)a op b;                                                              \
	}                                                                                          \
	template <class O2cT, typename std::enable_if<std::is_arithmetic<O2cT>::value, int>::type = 0>   \
	static __host__ __device__ inline bool operator op(O2cT a, o2c_f16 b)                         \
	{                                                                                          \
		return a op(float) b;                                                              \
	}
O2C_F16_CMP(==)
O2C_F16_CMP(!=)
O2C_F16_CMP(<)
O2C_F16_CMP(<=)
O2C_F16_CMP(>)
O2C_F16_CMP(>=)
#undef O2C_F16_CMP

static __host__ __device__ inline o2c_f16
operator-(o2c_f16 a)
{
	return o2c_f16::of_bits((unsigned short)(a.bits ^ 0x8000));
}
static __host__ __device__ inline o2c_f16
operator+(o2c_f16 a)
{
	return a;
}
static __host__ __device__ inline o2c_f16 &
operator++(o2c_f16 &a)
{
	return a += 1;
}
static __host__ __device__ inline o2c_f16 &
operator--(o2c_f16 &a)
{
	return a -= 1;
}
static __host__ __device__ inline o2c_f16
operator++(o2c_f16 &a, int)
{
	o2c_f16 old = a;
	a += 1;
	return old;
}
static __host__ __device__ inline o2c_f16
operator--(o2c_f16 &a, int)
{
	o2c_f16 old = a;
	a -= 1;
	return old;
}

#ifdef OMP2CUDA_DEVICE_H
/* the GPU's own atomic add of binary16 (sm_70 on): the exact sum rounded
 * once, as each mode computes x += e of two _Float16 values (float's 24
 * bits hold it well enough that rounding to float first changes nothing) */
template <>
struct o2c_native_add<o2c_f16> {
	static constexpr bool ok = true;
	static __device__ o2c_f16 add(o2c_f16 *p, o2c_f16 v)
	{
		unsigned short old;
		asm volatile("atom.add.noftz.f16 %0, [%1], %2;" : "=h"(old) : "l"(p), "h"(v.bits) : "memory");
		return o2c_f16::of_bits(old);
	}
};
#endif

#endif
