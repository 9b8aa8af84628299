/* C's complex numbers (float _Complex, double _Complex) for device code,
 * included by a generated .cu file whose device code computes on them
 * (frontend/complex.c, Unit.ccomplex), after the system headers.
 *
 * nvcc keeps the C complex types for storage (copies, __real__ and
 * __imag__, calls, returns, members, arrays), but compiles every
 * operation on them for the device to no code at all: + - * /, unary -,
 * ==, and the conversions from a real number or another complex type.
 * The front end therefore rewrites each such operation of device code:
 *   - an operand of complex type becomes o2c_cx(e), a pair of parts
 *     (o2c_cval) whose operators compute C's result as a native complex
 *     value: real operands stay real (C11 6.3.1.8, G.5.1), so
 *     x * (a+bi) is (xa, xb) and x + (a+bi) is (x+a, b);
 *   - the left operand of a compound assignment becomes o2c_cxl(e), which
 *     assigns the operation's result converted to its own type;
 *   - a conversion to or from a complex type becomes o2c_cto_f, o2c_cto_d
 *     (to the complex types), o2c_cto_real (its real part, which C++
 *     converts further as C does) or o2c_cto_bool (either part nonzero);
 *   - a call of a <complex.h> function calls o2c_<name>.
 * Each computes what gcc computes on the host (its default, Annex G):
 *   - products of two complex numbers (ac-bd, ad+bc) with libgcc's
 *     __mulsc3/__muldc3 recovery of infinities where both parts are NaN;
 *   - quotients as libgcc 12's __divsc3 (the textbook formula in double
 *     precision) and __divdc3 (Smith's method with its scalings), with
 *     their recovery of infinities and zeros;
 *   - a real number divided by a complex one as (x + 0i) / (c + di).
 * Each product that meets a sum is rounded on its own (o2c_cm), as on
 * the host, where nvcc would otherwise fuse the two.
 * The <complex.h> functions: creal, cimag, conj and cproj exactly;
 * cabs (hypot), carg (atan2), cexp, clog, csqrt, cpow, csin, ccos, csinh,
 * ccosh by their textbook formulae on CUDA's math functions, whose error
 * (a few units in the last place, CUDA's programming guide) stands for
 * glibc's correctly rounded or nearly so results.
 *
 * The host side of the .cu file (nvcc's launch stubs) spells a kernel
 * parameter of complex type _Complex_float or _Complex_double: the
 * typedefs below give those names their types. */
#ifndef OMP2CUDA_CCOMPLEX_H
#define OMP2CUDA_CCOMPLEX_H

#include <float.h>
#include <math.h>
#include <type_traits>

typedef float _Complex _Complex_float;
typedef double _Complex _Complex_double;

#define O2C_CC static __host__ __device__ inline

/* The native complex type of parts P: o2c_cnative<P>::type. */
template <class P> struct o2c_cnative;
template <> struct o2c_cnative<float> { typedef float _Complex type; };
template <> struct o2c_cnative<double> { typedef double _Complex type; };

/* The parts of a value: a complex value's own, a real number's (x, +0). */
template <class P> struct o2c_cval {
	P re, im;
};

template <class P>
O2C_CC typename o2c_cnative<P>::type
o2c_cmake(P re, P im)
{
	typename o2c_cnative<P>::type z;
	__real__ z = re;
	__imag__ z = im;
	return z;
}

O2C_CC o2c_cval<float>
o2c_cx(float _Complex z)
{
	return {__real__ z, __imag__ z};
}

O2C_CC o2c_cval<double>
o2c_cx(double _Complex z)
{
	return {__real__ z, __imag__ z};
}

/* Where a real number meets a complex one: its parts' type R by C's usual
 * arithmetic conversions (an integer becomes the complex's part type).  A
 * real operand (O2C_REAL) is of an arithmetic or an enumerated type (C's
 * enumeration constants are int; C++ gives them their enum's type). */
template <class A, class B> struct o2c_cmix {
	typedef decltype(A() + B()) type;
};
#define O2C_REAL(X)                                                                         \
	typename std::enable_if<std::is_arithmetic<X>::value || std::is_enum<X>::value, int>::type = 0

/* x * y rounded once, never fused into an addition: nvcc contracts a * b
 * + c into one rounding by default, where the host compiler, which
 * computes the same operations in libgcc or inline, does not. */
template <class P>
O2C_CC P
o2c_cm(P x, P y)
{
#ifdef __CUDA_ARCH__
	if constexpr (sizeof(P) == sizeof(float))
		return __fmul_rn(x, y);
	else
		return __dmul_rn(x, y);
#else
	return x * y;
#endif
}

/* C11 G.5.1's recoveries: an infinite part becomes 1 and a finite one 0,
 * each keeping its sign (o2c_cbox); a NaN part becomes 0 (o2c_cunnan). */
template <class P>
O2C_CC void
o2c_cbox(P &x, P &y)
{
	x = copysign(isinf(x) ? P(1) : P(0), x);
	y = copysign(isinf(y) ? P(1) : P(0), y);
}

template <class P>
O2C_CC void
o2c_cunnan(P &x)
{
	if (isnan(x))
		x = copysign(P(0), x);
}

/* (a+bi)(c+di), as libgcc's __mulsc3 and __muldc3. */
template <class P>
O2C_CC typename o2c_cnative<P>::type
o2c_cmul(P a, P b, P c, P d)
{
	P ac = o2c_cm(a, c), bd = o2c_cm(b, d), ad = o2c_cm(a, d), bc = o2c_cm(b, c);
	P x = ac - bd, y = ad + bc;

	if (isnan(x) && isnan(y)) {
		bool again = false;
		if (isinf(a) || isinf(b)) {
			o2c_cbox(a, b);
			o2c_cunnan(c);
			o2c_cunnan(d);
			again = true;
		}
		if (isinf(c) || isinf(d)) {
			o2c_cbox(c, d);
			o2c_cunnan(a);
			o2c_cunnan(b);
			again = true;
		}
		if (!again && (isinf(ac) || isinf(bd) || isinf(ad) || isinf(bc))) {
			o2c_cunnan(a);
			o2c_cunnan(b);
			o2c_cunnan(c);
			o2c_cunnan(d);
			again = true;
		}
		if (again) {
			x = P(INFINITY) * (o2c_cm(a, c) - o2c_cm(b, d));
			y = P(INFINITY) * (o2c_cm(a, d) + o2c_cm(b, c));
		}
	}
	return o2c_cmake(x, y);
}

/* The quotient's recovery of infinities and zeros where both parts came
 * out NaN (libgcc 12's __div?c3). */
template <class P>
O2C_CC void
o2c_crecover(P a, P b, P c, P d, P &x, P &y)
{
	if (!isnan(x) || !isnan(y))
		return;
	if (c == P(0) && d == P(0) && (!isnan(a) || !isnan(b))) {
		x = copysign(P(INFINITY), c) * a;
		y = copysign(P(INFINITY), c) * b;
	} else if ((isinf(a) || isinf(b)) && isfinite(c) && isfinite(d)) {
		o2c_cbox(a, b);
		x = P(INFINITY) * (o2c_cm(a, c) + o2c_cm(b, d));
		y = P(INFINITY) * (o2c_cm(b, c) - o2c_cm(a, d));
	} else if ((isinf(c) || isinf(d)) && isfinite(a) && isfinite(b)) {
		o2c_cbox(c, d);
		x = P(0) * (o2c_cm(a, c) + o2c_cm(b, d));
		y = P(0) * (o2c_cm(b, c) - o2c_cm(a, d));
	}
}

/* float: the textbook formula in double, as libgcc 12's __divsc3. */
O2C_CC float _Complex
o2c_cdiv(float a, float b, float c, float d)
{
	double aa = a, bb = b, cc = c, dd = d;
	double denom = o2c_cm(cc, cc) + o2c_cm(dd, dd);
	float x = (float)((o2c_cm(aa, cc) + o2c_cm(bb, dd)) / denom);
	float y = (float)((o2c_cm(bb, cc) - o2c_cm(aa, dd)) / denom);

	o2c_crecover(a, b, c, d, x, y);
	return o2c_cmake(x, y);
}

/* Scale all four by s. */
O2C_CC void
o2c_cscale(double &a, double &b, double &c, double &d, double s)
{
	a *= s;
	b *= s;
	c *= s;
	d *= s;
}

/* libgcc 12's __divdc3 scalings, m the divisor's part of the larger
 * magnitude: halved near the largest double, scaled up where small. */
O2C_CC void
o2c_cscales(double &a, double &b, double &c, double &d, bool c_larger)
{
	const double rbig = DBL_MAX / 2, rmin = DBL_MIN, rmin2 = DBL_EPSILON;
	const double rminscal = 1 / DBL_EPSILON, rmax2 = rbig * rmin2;

	if (fabs(c_larger ? c : d) >= rbig)
		o2c_cscale(a, b, c, d, 0.5);
	double m = fabs(c_larger ? c : d);
	if (m < rmin2 ||
	    (((fabs(a) < rmin && fabs(b) < rmax2) || (fabs(b) < rmin && fabs(a) < rmax2)) &&
	     m < rmax2))
		o2c_cscale(a, b, c, d, rminscal);
}

/* double: Smith's method with libgcc 12's scalings (__divdc3), whose
 * recovery then sees the scaled parts. */
O2C_CC double _Complex
o2c_cdiv(double a, double b, double c, double d)
{
	double x, y, ratio, denom;

	if (fabs(c) < fabs(d)) {
		o2c_cscales(a, b, c, d, false);
		ratio = c / d;
		denom = o2c_cm(c, ratio) + d;
		if (fabs(ratio) > DBL_MIN) {
			x = (o2c_cm(a, ratio) + b) / denom;
			y = (o2c_cm(b, ratio) - a) / denom;
		} else {
			x = (o2c_cm(c, a / d) + b) / denom;
			y = (o2c_cm(c, b / d) - a) / denom;
		}
	} else {
		o2c_cscales(a, b, c, d, true);
		ratio = d / c;
		denom = o2c_cm(d, ratio) + c;
		if (fabs(ratio) > DBL_MIN) {
			x = (o2c_cm(b, ratio) + a) / denom;
			y = (b - o2c_cm(a, ratio)) / denom;
		} else {
			x = (a + o2c_cm(d, b / c)) / denom;
			y = (b - o2c_cm(d, a / c)) / denom;
		}
	}
	o2c_crecover(a, b, c, d, x, y);
	return o2c_cmake(x, y);
}

/* The operators of C's complex arithmetic: two complex operands, or one
 * and a real number (R the result's parts' type). */
#define O2C_CC_OPS(OP, CC, CR, RC)                                                          \
	template <class A, class B>                                                         \
	O2C_CC typename o2c_cnative<typename o2c_cmix<A, B>::type>::type                    \
	operator OP(o2c_cval<A> u, o2c_cval<B> v)                                           \
	{                                                                                   \
		typedef typename o2c_cmix<A, B>::type R;                                    \
		R a = u.re, b = u.im, c = v.re, d = v.im;                                   \
		return CC;                                                                  \
	}                                                                                   \
	template <class A, class X, O2C_REAL(X)>                                            \
	O2C_CC typename o2c_cnative<typename o2c_cmix<A, X>::type>::type                    \
	operator OP(o2c_cval<A> u, X v)                                                     \
	{                                                                                   \
		typedef typename o2c_cmix<A, X>::type R;                                    \
		R a = u.re, b = u.im, x = (R)v;                                             \
		return CR;                                                                  \
	}                                                                                   \
	template <class X, class B, O2C_REAL(X)>                                            \
	O2C_CC typename o2c_cnative<typename o2c_cmix<X, B>::type>::type                    \
	operator OP(X u, o2c_cval<B> v)                                                     \
	{                                                                                   \
		typedef typename o2c_cmix<X, B>::type R;                                    \
		R x = (R)u, c = v.re, d = v.im;                                             \
		return RC;                                                                  \
	}

O2C_CC_OPS(+, o2c_cmake(a + c, b + d), o2c_cmake(a + x, b), o2c_cmake(x + c, d))
O2C_CC_OPS(-, o2c_cmake(a - c, b - d), o2c_cmake(a - x, b), o2c_cmake(x - c, -d))
O2C_CC_OPS(*, o2c_cmul(a, b, c, d), o2c_cmake(a * x, b * x), o2c_cmake(x * c, x * d))
O2C_CC_OPS(/, o2c_cdiv(a, b, c, d), o2c_cmake(a / x, b / x), o2c_cdiv(x, R(0), c, d))
#undef O2C_CC_OPS

/* == and != (C11 6.5.9: equal where both parts are). */
#define O2C_CC_CMP(OP, JOIN)                                                                \
	template <class A, class B>                                                         \
	O2C_CC int operator OP(o2c_cval<A> u, o2c_cval<B> v)                                \
	{                                                                                   \
		typedef typename o2c_cmix<A, B>::type R;                                    \
		return ((R)u.re OP(R) v.re)JOIN((R)u.im OP(R) v.im);                        \
	}                                                                                   \
	template <class A, class X, O2C_REAL(X)>                                            \
	O2C_CC int operator OP(o2c_cval<A> u, X v)                                          \
	{                                                                                   \
		typedef typename o2c_cmix<A, X>::type R;                                    \
		return ((R)u.re OP(R) v)JOIN((R)u.im OP R(0));                              \
	}                                                                                   \
	template <class X, class B, O2C_REAL(X)>                                            \
	O2C_CC int operator OP(X u, o2c_cval<B> v)                                          \
	{                                                                                   \
		return v OP u;                                                              \
	}

O2C_CC_CMP(==, &&)
O2C_CC_CMP(!=, ||)
#undef O2C_CC_CMP

template <class P>
O2C_CC typename o2c_cnative<P>::type
operator+(o2c_cval<P> u)
{
	return o2c_cmake(u.re, u.im);
}

template <class P>
O2C_CC typename o2c_cnative<P>::type
operator-(o2c_cval<P> u)
{
	return o2c_cmake(-u.re, -u.im);
}

/* ~z, GNU C's conjugate */
template <class P>
O2C_CC typename o2c_cnative<P>::type
operator~(o2c_cval<P> u)
{
	return o2c_cmake(u.re, -u.im);
}

template <class P>
O2C_CC int
operator!(o2c_cval<P> u)
{
	return u.re == P(0) && u.im == P(0);
}

/* Conversions (C11 6.3.1.6, 6.3.1.7): a complex value's parts, or a real
 * number's value and +0; to a real type, the real part; to bool, whether
 * either part is nonzero. */
template <class P, class X, O2C_REAL(X)>
O2C_CC typename o2c_cnative<P>::type
o2c_cto(X x)
{
	return o2c_cmake((P)x, P(0));
}

#define O2C_CC_FROM(Q)                                                                      \
	template <class P>                                                                  \
	O2C_CC typename o2c_cnative<P>::type o2c_cto(Q _Complex z)                          \
	{                                                                                   \
		return o2c_cmake((P)__real__ z, (P)__imag__ z);                             \
	}                                                                                   \
	O2C_CC Q o2c_cto_real(Q _Complex z)                                                 \
	{                                                                                   \
		return __real__ z;                                                          \
	}                                                                                   \
	O2C_CC bool o2c_cto_bool(Q _Complex z)                                              \
	{                                                                                   \
		return __real__ z != Q(0) || __imag__ z != Q(0);                            \
	}

O2C_CC_FROM(float)
O2C_CC_FROM(double)
#undef O2C_CC_FROM

template <class X>
O2C_CC float _Complex
o2c_cto_f(X x)
{
	return o2c_cto<float>(x);
}

template <class X>
O2C_CC double _Complex
o2c_cto_d(X x)
{
	return o2c_cto<double>(x);
}

/* The parts' type of complex type T. */
template <class T> struct o2c_cpart;
template <> struct o2c_cpart<float _Complex> { typedef float type; };
template <> struct o2c_cpart<double _Complex> { typedef double type; };

/* v converted to T, C's way. */
template <class T, class V>
O2C_CC typename std::enable_if<std::is_arithmetic<T>::value, T>::type
o2c_cas(V v)
{
	return (T)o2c_cto_real(v);
}

template <class T, class V>
O2C_CC typename std::enable_if<!std::is_arithmetic<T>::value, T>::type
o2c_cas(V v)
{
	return o2c_cto<typename o2c_cpart<T>::type>(v);
}

/* The left operand of a compound assignment: x op= y is x = x op y,
 * converted to x's type, and its value x's new value. */
template <class T> struct o2c_clhs {
	T *p;
};

template <class T>
O2C_CC o2c_clhs<T>
o2c_cxl(T &x)
{
	return {&x};
}

#define O2C_CC_SET(OP, SET)                                                                \
	template <class T, class V>                                                         \
	O2C_CC typename std::enable_if<!std::is_arithmetic<T>::value, T>::type              \
	operator SET(o2c_clhs<T> l, V v)                                                    \
	{                                                                                   \
		return *l.p = o2c_cas<T>(o2c_cx(*l.p) OP v);                                     \
	}                                                                                   \
	template <class T, class B>                                                         \
	O2C_CC typename std::enable_if<std::is_arithmetic<T>::value, T>::type               \
	operator SET(o2c_clhs<T> l, o2c_cval<B> v)                                          \
	{                                                                                   \
		return *l.p = o2c_cas<T>(*l.p OP v);                                        \
	}

O2C_CC_SET(+, +=)
O2C_CC_SET(-, -=)
O2C_CC_SET(*, *=)
O2C_CC_SET(/, /=)
#undef O2C_CC_SET

#undef O2C_REAL
#undef O2C_CC

#include "omp2cuda_cfuncs.h"

/* <complex.h>'s macros, as C's, where a C file's code includes it (glibc's
 * header, which nvcc reads through the C++ library's, defines _Complex_I):
 * the C++ library leaves them out or gives them its own meaning (a C++
 * file's code, O2C_CCOMPLEX_CXX, keeps the C++ library's). */
#if !defined(O2C_CCOMPLEX_CXX) && defined(_Complex_I)
#undef complex
#undef _Complex_I
#undef I
#undef CMPLX
#undef CMPLXF
#define complex _Complex
#define _Complex_I (o2c_cmake(0.0f, 1.0f))
#define I _Complex_I
#define CMPLX(x, y) o2c_cmake((double)(x), (double)(y))
#define CMPLXF(x, y) o2c_cmake((float)(x), (float)(y))
#endif

#endif
