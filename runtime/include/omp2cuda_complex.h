/* std::complex<float> and std::complex<double> arithmetic for device code,
 * included by a generated .cu file whose device code uses it, after the
 * system headers the source includes (<complex> among them).
 *
 * libstdc++ computes complex arithmetic on the GNU complex type, which
 * nvcc compiles to no code at all in device code.  Here each operation
 * the front end admits (frontend/cxx_complex.c) has an overload of its
 * own in namespace std, where argument-dependent lookup always finds it:
 * a function that is not a template, which overload resolution prefers
 * to the library's template of the same parameters, for the device
 * (__device__: host code keeps the library's).  Each computes what g++
 * computes on the host:
 *   - +, - and comparisons by parts; a product or quotient with a real
 *     number by parts;
 *   - the product of two complex numbers (a+bi)(c+di) = (ac-bd) +
 *     (ad+bc)i, and where both parts come out NaN, C11 Annex G's
 *     recovery of infinities (G.5.1), as gcc's __mulsc3 does;
 *   - the quotient by Smith's method, in double precision for float as
 *     gcc 12's __divsc3, with Annex G's recovery where both parts come
 *     out NaN;
 *   - abs by hypot, norm as abs squared (libstdc++'s _Norm_helper), arg
 *     by atan2, conj, polar, and exp, log, sqrt, sin and cos by their
 *     textbook formulae (C++ leaves their accuracy to the implementation).
 * The compound assignments +=, -=, *= and /= of two complex numbers of
 * the same type are overloads as the operators are (a member function
 * template loses to them); those with a real number are the library's
 * members, which the front end does not admit.
 */
#ifndef OMP2CUDA_COMPLEX_H
#define OMP2CUDA_COMPLEX_H

#include <complex>

namespace o2c_complex {

/* For C11 G.5.1's recoveries: an infinite part becomes 1 and a finite
 * one 0, each with its sign (a "box"), or a NaN part becomes 0. */
template <typename O2cT>
__device__ __forceinline__ void
box(O2cT &x, O2cT &y)
{
	x = copysign(isinf(x) ? O2cT(1) : O2cT(0), x);
	y = copysign(isinf(y) ? O2cT(1) : O2cT(0), y);
}

template <typename O2cT>
__device__ __forceinline__ void
unnan(O2cT &x)
{
	if (isnan(x))
		x = copysign(O2cT(0), x);
}

/* (a+bi)(c+di), with C11 G.5.1's recovery where both parts are NaN. */
template <typename O2cT>
__device__ __forceinline__ std::complex<O2cT>
multiply(O2cT a, O2cT b, O2cT c, O2cT d)
{
	O2cT x = a * c - b * d, y = a * d + b * c;
	if (isnan(x) && isnan(y)) {
		bool again = false;
		if (isinf(a) || isinf(b)) {
			box(a, b);
			unnan(c);
			unnan(d);
			again = true;
		}
		if (isinf(c) || isinf(d)) {
			box(c, d);
			unnan(a);
			unnan(b);
			again = true;
		}
		if (!again && (isinf(a * c) || isinf(b * d) || isinf(a * d) || isinf(b * c))) {
			unnan(a);
			unnan(b);
			unnan(c);
			unnan(d);
			again = true;
		}
		if (again) {
			x = O2cT(INFINITY) * (a * c - b * d);
			y = O2cT(INFINITY) * (a * d + b * c);
		}
	}
	return std::complex<O2cT>(x, y);
}

/* (a+bi)/(c+di), Smith's method in W, with G.5.1's recovery. */
template <typename O2cT, typename O2cW>
__device__ __forceinline__ std::complex<O2cT>
divide(O2cW a, O2cW b, O2cW c, O2cW d)
{
	O2cW x, y;
	if (fabs(c) < fabs(d)) {
		O2cW ratio = c / d, denom = c * ratio + d;
		x = (a * ratio + b) / denom;
		y = (b * ratio - a) / denom;
	} else {
		O2cW ratio = d / c, denom = d * ratio + c;
		x = (b * ratio + a) / denom;
		y = (b - a * ratio) / denom;
	}
	if (isnan(x) && isnan(y)) {
		if (c == O2cW(0) && d == O2cW(0) && (!isnan(a) || !isnan(b))) {
			x = copysign(O2cW(INFINITY), c) * a;
			y = copysign(O2cW(INFINITY), c) * b;
		} else if ((isinf(a) || isinf(b)) && isfinite(c) && isfinite(d)) {
			box(a, b);
			x = O2cW(INFINITY) * (a * c + b * d);
			y = O2cW(INFINITY) * (b * c - a * d);
		} else if ((isinf(c) || isinf(d)) && isfinite(a) && isfinite(b)) {
			box(c, d);
			x = O2cW(0) * (a * c + b * d);
			y = O2cW(0) * (b * c - a * d);
		}
	}
	return std::complex<O2cT>((O2cT)x, (O2cT)y);
}

} // namespace o2c_complex

namespace std {

#define O2C_COMPLEX(O2cT, O2cW)                                                                    \
	__device__ __forceinline__ complex<O2cT> operator+(const complex<O2cT> &x)                 \
	{                                                                                          \
		return x;                                                                          \
	}                                                                                          \
	__device__ __forceinline__ complex<O2cT> operator-(const complex<O2cT> &x)                 \
	{                                                                                          \
		return complex<O2cT>(-x.real(), -x.imag());                                        \
	}                                                                                          \
	__device__ __forceinline__ complex<O2cT> operator+(const complex<O2cT> &x, const complex<O2cT> &y) \
	{                                                                                          \
		return complex<O2cT>(x.real() + y.real(), x.imag() + y.imag());                    \
	}                                                                                          \
	__device__ __forceinline__ complex<O2cT> operator+(const complex<O2cT> &x, const O2cT &y)  \
	{                                                                                          \
		return complex<O2cT>(x.real() + y, x.imag());                                      \
	}                                                                                          \
	__device__ __forceinline__ complex<O2cT> operator+(const O2cT &x, const complex<O2cT> &y)  \
	{                                                                                          \
		return complex<O2cT>(x + y.real(), y.imag());                                      \
	}                                                                                          \
	__device__ __forceinline__ complex<O2cT> operator-(const complex<O2cT> &x, const complex<O2cT> &y) \
	{                                                                                          \
		return complex<O2cT>(x.real() - y.real(), x.imag() - y.imag());                    \
	}                                                                                          \
	__device__ __forceinline__ complex<O2cT> operator-(const complex<O2cT> &x, const O2cT &y)  \
	{                                                                                          \
		return complex<O2cT>(x.real() - y, x.imag());                                      \
	}                                                                                          \
	__device__ __forceinline__ complex<O2cT> operator-(const O2cT &x, const complex<O2cT> &y)  \
	{                                                                                          \
		return complex<O2cT>(x - y.real(), -y.imag());                                     \
	}                                                                                          \
	__device__ __forceinline__ complex<O2cT> operator*(const complex<O2cT> &x, const complex<O2cT> &y) \
	{                                                                                          \
		return o2c_complex::multiply<O2cT>(x.real(), x.imag(), y.real(), y.imag());        \
	}                                                                                          \
	__device__ __forceinline__ complex<O2cT> operator*(const complex<O2cT> &x, const O2cT &y)  \
	{                                                                                          \
		return complex<O2cT>(x.real() * y, x.imag() * y);                                  \
	}                                                                                          \
	__device__ __forceinline__ complex<O2cT> operator*(const O2cT &x, const complex<O2cT> &y)  \
	{                                                                                          \
		return complex<O2cT>(x * y.real(), x * y.imag());                                  \
	}                                                                                          \
	__device__ __forceinline__ complex<O2cT> operator/(const complex<O2cT> &x, const complex<O2cT> &y) \
	{                                                                                          \
		return o2c_complex::divide<O2cT, O2cW>(x.real(), x.imag(), y.real(), y.imag());    \
	}                                                                                          \
	__device__ __forceinline__ complex<O2cT> operator/(const complex<O2cT> &x, const O2cT &y)  \
	{                                                                                          \
		return complex<O2cT>(x.real() / y, x.imag() / y);                                  \
	}                                                                                          \
	__device__ __forceinline__ complex<O2cT> operator/(const O2cT &x, const complex<O2cT> &y)  \
	{                                                                                          \
		return o2c_complex::divide<O2cT, O2cW>(x, O2cT(0), y.real(), y.imag());            \
	}                                                                                          \
	__device__ __forceinline__ complex<O2cT> &operator+=(complex<O2cT> &x, const complex<O2cT> &y)     \
	{                                                                                          \
		return x = x + y;                                                                  \
	}                                                                                          \
	__device__ __forceinline__ complex<O2cT> &operator-=(complex<O2cT> &x, const complex<O2cT> &y)     \
	{                                                                                          \
		return x = x - y;                                                                  \
	}                                                                                          \
	__device__ __forceinline__ complex<O2cT> &operator*=(complex<O2cT> &x, const complex<O2cT> &y)     \
	{                                                                                          \
		return x = x * y;                                                                  \
	}                                                                                          \
	__device__ __forceinline__ complex<O2cT> &operator/=(complex<O2cT> &x, const complex<O2cT> &y)     \
	{                                                                                          \
		return x = x / y;                                                                  \
	}                                                                                          \
	__device__ __forceinline__ bool operator==(const complex<O2cT> &x, const complex<O2cT> &y) \
	{                                                                                          \
		return x.real() == y.real() && x.imag() == y.imag();                               \
	}                                                                                          \
	__device__ __forceinline__ bool operator==(const complex<O2cT> &x, const O2cT &y)          \
	{                                                                                          \
		return x.real() == y && x.imag() == O2cT(0);                                       \
	}                                                                                          \
	__device__ __forceinline__ bool operator!=(const complex<O2cT> &x, const complex<O2cT> &y) \
	{                                                                                          \
		return !(x == y);                                                                  \
	}                                                                                          \
	__device__ __forceinline__ bool operator!=(const complex<O2cT> &x, const O2cT &y)          \
	{                                                                                          \
		return !(x == y);                                                                  \
	}                                                                                          \
	__device__ __forceinline__ O2cT abs(const complex<O2cT> &x)                                \
	{                                                                                          \
		return hypot(x.real(), x.imag());                                                  \
	}                                                                                          \
	__device__ __forceinline__ O2cT norm(const complex<O2cT> &x)                               \
	{                                                                                          \
		O2cT r = hypot(x.real(), x.imag());                                                \
		return r * r;                                                                      \
	}                                                                                          \
	__device__ __forceinline__ O2cT arg(const complex<O2cT> &x)                                \
	{                                                                                          \
		return atan2(x.imag(), x.real());                                                  \
	}                                                                                          \
	__device__ __forceinline__ complex<O2cT> conj(const complex<O2cT> &x)                      \
	{                                                                                          \
		return complex<O2cT>(x.real(), -x.imag());                                         \
	}                                                                                          \
	__device__ __forceinline__ complex<O2cT> polar(const O2cT &rho, const O2cT &theta = O2cT(0))          \
	{                                                                                          \
		return complex<O2cT>(rho * cos(theta), rho * sin(theta));                          \
	}                                                                                          \
	__device__ __forceinline__ complex<O2cT> exp(const complex<O2cT> &x)                       \
	{                                                                                          \
		O2cT e = exp(x.real());                                                            \
		return x.imag() == O2cT(0) ? complex<O2cT>(e, x.imag())                            \
		                        : complex<O2cT>(e * cos(x.imag()), e * sin(x.imag()));     \
	}                                                                                          \
	__device__ __forceinline__ complex<O2cT> log(const complex<O2cT> &x)                       \
	{                                                                                          \
		return complex<O2cT>(log(abs(x)), arg(x));                                         \
	}                                                                                          \
	__device__ __forceinline__ complex<O2cT> sqrt(const complex<O2cT> &x)                      \
	{                                                                                          \
		O2cT a = x.real(), b = x.imag();                                                   \
		if (a == O2cT(0) && b == O2cT(0))                                                  \
			return complex<O2cT>(O2cT(0), b);                                          \
		O2cT t = sqrt((fabs(a) + hypot(a, b)) / O2cT(2));                                  \
		if (a >= O2cT(0))                                                                  \
			return complex<O2cT>(t, b / (O2cT(2) * t));                                \
		return complex<O2cT>(fabs(b) / (O2cT(2) * t), copysign(t, b));                     \
	}                                                                                          \
	__device__ __forceinline__ complex<O2cT> sin(const complex<O2cT> &x)                       \
	{                                                                                          \
		return complex<O2cT>(sin(x.real()) * cosh(x.imag()), cos(x.real()) * sinh(x.imag()));  \
	}                                                                                          \
	__device__ __forceinline__ complex<O2cT> cos(const complex<O2cT> &x)                       \
	{                                                                                          \
		return complex<O2cT>(cos(x.real()) * cosh(x.imag()), -sin(x.real()) * sinh(x.imag())); \
	}

O2C_COMPLEX(float, double)
O2C_COMPLEX(double, double)
#undef O2C_COMPLEX

} // namespace std

#endif
