/* C's math and absolute-value functions in CUDA C++, included by every
 * generated .cu file after the system headers the source includes.
 *
 * nvcc compiles kernels as C++, where <math.h> and <stdlib.h> declare
 * overloads that C does not have: exp(1.1f) runs expf, abs(-2.7) is
 * fabs, abs(-5000000000L) is labs.  C calls the one function its header
 * declares, converting each argument to the parameter's type (C11
 * 6.5.2.2p7).  Each name below becomes a function-like macro for a
 * wrapper with exactly C's prototype, so a call written anywhere in
 * device code (in a region, a function it calls, or a macro they expand)
 * converts its arguments as C does.  The wrapper calls the function of
 * that exact type, which is an exact match among the C++ overloads.
 *
 * Only calls are renamed: `s.exp`, a member, and `exp` used as a pointer
 * to function keep their meaning.  <math.h> and <stdlib.h> come first,
 * so that their declarations are never renamed.  The type-generic macros
 * of <math.h> (isnan, isinf, isfinite, signbit) are generic in C too,
 * and CUDA has them for the device; isnormal and fpclassify, which CUDA
 * C++ has only as host functions, are defined here for float and double
 * (an integer argument is a double, as C's macros convert it).
 */
#ifndef OMP2CUDA_CMATH_H
#define OMP2CUDA_CMATH_H

#include <float.h>
#include <math.h>
#include <stdlib.h>

#define O2C_C_WRAP(ret, name, params, args)                                                        \
	static __host__ __device__ __forceinline__ ret o2c_c_##name params                          \
	{                                                                                          \
		return ::name args;                                                                \
	}

/* double f(double), C11 7.12 */
#define O2C_C_D_D(name) O2C_C_WRAP(double, name, (double x), (x))
/* double f(double, double) */
#define O2C_C_D_DD(name) O2C_C_WRAP(double, name, (double x, double y), (x, y))

O2C_C_D_D(acos)
O2C_C_D_D(asin)
O2C_C_D_D(atan)
O2C_C_D_DD(atan2)
O2C_C_D_D(cos)
O2C_C_D_D(sin)
O2C_C_D_D(tan)
O2C_C_D_D(acosh)
O2C_C_D_D(asinh)
O2C_C_D_D(atanh)
O2C_C_D_D(cosh)
O2C_C_D_D(sinh)
O2C_C_D_D(tanh)
O2C_C_D_D(exp)
O2C_C_D_D(exp2)
O2C_C_D_D(expm1)
O2C_C_WRAP(double, frexp, (double x, int *e), (x, e))
O2C_C_WRAP(int, ilogb, (double x), (x))
O2C_C_WRAP(double, ldexp, (double x, int e), (x, e))
O2C_C_D_D(log)
O2C_C_D_D(log10)
O2C_C_D_D(log1p)
O2C_C_D_D(log2)
O2C_C_D_D(logb)
O2C_C_WRAP(double, modf, (double x, double *i), (x, i))
O2C_C_WRAP(double, scalbn, (double x, int n), (x, n))
O2C_C_WRAP(double, scalbln, (double x, long n), (x, n))
O2C_C_D_D(cbrt)
O2C_C_D_D(fabs)
O2C_C_D_DD(hypot)
O2C_C_D_DD(pow)
O2C_C_D_D(sqrt)
O2C_C_D_D(erf)
O2C_C_D_D(erfc)
O2C_C_D_D(lgamma)
O2C_C_D_D(tgamma)
O2C_C_D_D(ceil)
O2C_C_D_D(floor)
O2C_C_D_D(nearbyint)
O2C_C_D_D(rint)
O2C_C_WRAP(long, lrint, (double x), (x))
O2C_C_WRAP(long long, llrint, (double x), (x))
O2C_C_D_D(round)
O2C_C_WRAP(long, lround, (double x), (x))
O2C_C_WRAP(long long, llround, (double x), (x))
O2C_C_D_D(trunc)
O2C_C_D_DD(fmod)
O2C_C_D_DD(remainder)
O2C_C_WRAP(double, remquo, (double x, double y, int *q), (x, y, q))
O2C_C_D_DD(copysign)
O2C_C_D_DD(nextafter)
O2C_C_D_DD(fdim)
O2C_C_D_DD(fmax)
O2C_C_D_DD(fmin)
O2C_C_WRAP(double, fma, (double x, double y, double z), (x, y, z))
/* C11 7.22.6.1 */
O2C_C_WRAP(int, abs, (int x), (x))
O2C_C_WRAP(long, labs, (long x), (x))
O2C_C_WRAP(long long, llabs, (long long x), (x))

#undef O2C_C_D_D
#undef O2C_C_D_DD
#undef O2C_C_WRAP

/* C11 7.12.3.4, 7.12.3.1 */
static __host__ __device__ __forceinline__ int
o2c_c_isnormal(float x)
{
	return fabsf(x) >= FLT_MIN && fabsf(x) <= FLT_MAX;
}

static __host__ __device__ __forceinline__ int
o2c_c_isnormal(double x)
{
	return ::fabs(x) >= DBL_MIN && ::fabs(x) <= DBL_MAX;
}

template <typename O2cT>
static __host__ __device__ __forceinline__ int
o2c_c_isnormal(O2cT x)
{
	return o2c_c_isnormal((double)x);
}

static __host__ __device__ __forceinline__ int
o2c_c_fpclassify(double x, double min)
{
	double a = ::fabs(x);
	if (x != x)
		return FP_NAN;
	if (a == 0)
		return FP_ZERO;
	if (a > DBL_MAX)
		return FP_INFINITE;
	return a < min ? FP_SUBNORMAL : FP_NORMAL;
}

static __host__ __device__ __forceinline__ int
o2c_c_fpclassify(float x)
{
	return o2c_c_fpclassify((double)x, (double)FLT_MIN);
}

template <typename O2cT>
static __host__ __device__ __forceinline__ int
o2c_c_fpclassify(O2cT x)
{
	return o2c_c_fpclassify((double)x, DBL_MIN);
}

#undef isnormal
#undef fpclassify
#define isnormal(x) o2c_c_isnormal(x)
#define fpclassify(x) o2c_c_fpclassify(x)

#define acos(x) o2c_c_acos(x)
#define asin(x) o2c_c_asin(x)
#define atan(x) o2c_c_atan(x)
#define atan2(y, x) o2c_c_atan2(y, x)
#define cos(x) o2c_c_cos(x)
#define sin(x) o2c_c_sin(x)
#define tan(x) o2c_c_tan(x)
#define acosh(x) o2c_c_acosh(x)
#define asinh(x) o2c_c_asinh(x)
#define atanh(x) o2c_c_atanh(x)
#define cosh(x) o2c_c_cosh(x)
#define sinh(x) o2c_c_sinh(x)
#define tanh(x) o2c_c_tanh(x)
#define exp(x) o2c_c_exp(x)
#define exp2(x) o2c_c_exp2(x)
#define expm1(x) o2c_c_expm1(x)
#define frexp(x, e) o2c_c_frexp(x, e)
#define ilogb(x) o2c_c_ilogb(x)
#define ldexp(x, e) o2c_c_ldexp(x, e)
#define log(x) o2c_c_log(x)
#define log10(x) o2c_c_log10(x)
#define log1p(x) o2c_c_log1p(x)
#define log2(x) o2c_c_log2(x)
#define logb(x) o2c_c_logb(x)
#define modf(x, i) o2c_c_modf(x, i)
#define scalbn(x, n) o2c_c_scalbn(x, n)
#define scalbln(x, n) o2c_c_scalbln(x, n)
#define cbrt(x) o2c_c_cbrt(x)
#define fabs(x) o2c_c_fabs(x)
#define hypot(x, y) o2c_c_hypot(x, y)
#define pow(x, y) o2c_c_pow(x, y)
#define sqrt(x) o2c_c_sqrt(x)
#define erf(x) o2c_c_erf(x)
#define erfc(x) o2c_c_erfc(x)
#define lgamma(x) o2c_c_lgamma(x)
#define tgamma(x) o2c_c_tgamma(x)
#define ceil(x) o2c_c_ceil(x)
#define floor(x) o2c_c_floor(x)
#define nearbyint(x) o2c_c_nearbyint(x)
#define rint(x) o2c_c_rint(x)
#define lrint(x) o2c_c_lrint(x)
#define llrint(x) o2c_c_llrint(x)
#define round(x) o2c_c_round(x)
#define lround(x) o2c_c_lround(x)
#define llround(x) o2c_c_llround(x)
#define trunc(x) o2c_c_trunc(x)
#define fmod(x, y) o2c_c_fmod(x, y)
#define remainder(x, y) o2c_c_remainder(x, y)
#define remquo(x, y, q) o2c_c_remquo(x, y, q)
#define copysign(x, y) o2c_c_copysign(x, y)
#define nextafter(x, y) o2c_c_nextafter(x, y)
#define fdim(x, y) o2c_c_fdim(x, y)
#define fmax(x, y) o2c_c_fmax(x, y)
#define fmin(x, y) o2c_c_fmin(x, y)
#define fma(x, y, z) o2c_c_fma(x, y, z)
#define abs(x) o2c_c_abs(x)
#define labs(x) o2c_c_labs(x)
#define llabs(x) o2c_c_llabs(x)

#endif
