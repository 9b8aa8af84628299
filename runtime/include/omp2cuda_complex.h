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
template <typename T>
__device__ __forceinline__ void
box(T &x, T &y)
{
	x = copysign(isinf(x) ? T(1) : T(0), x);
	y = copysign(isinf(y) ? T(1) : T(0), y);
}

template <typename T>
__device__ __forceinline__ void
unnan(T &x)
{
	if (isnan(x))
		x = copysign(T(0), x);
}

/* (a+bi)(c+di), with C11 G.5.1's recovery where both parts are NaN. */
template <typename T>
__device__ __forceinline__ std::complex<T>
multiply(T a, T b, T c, T d)
{
	T x = a * c - b * d, y = a * d + b * c;
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
			x = T(INFINITY) * (a * c - b * d);
			y = T(INFINITY) * (a * d + b * c);
		}
	}
	return std::complex<T>(x, y);
}

/* (a+bi)/(c+di), Smith's method in W, with G.5.1's recovery. */
template <typename T, typename W>
__device__ __forceinline__ std::complex<T>
divide(W a, W b, W c, W d)
{
	W x, y;
	if (fabs(c) < fabs(d)) {
		W ratio = c / d, denom = c * ratio + d;
		x = (a * ratio + b) / denom;
		y = (b * ratio - a) / denom;
	} else {
		W ratio = d / c, denom = d * ratio + c;
		x = (b * ratio + a) / denom;
		y = (b - a * ratio) / denom;
	}
	if (isnan(x) && isnan(y)) {
		if (c == W(0) && d == W(0) && (!isnan(a) || !isnan(b))) {
			x = copysign(W(INFINITY), c) * a;
			y = copysign(W(INFINITY), c) * b;
		} else if ((isinf(a) || isinf(b)) && isfinite(c) && isfinite(d)) {
			box(a, b);
			x = W(INFINITY) * (a * c + b * d);
			y = W(INFINITY) * (b * c - a * d);
		} else if ((isinf(c) || isinf(d)) && isfinite(a) && isfinite(b)) {
			box(c, d);
			x = W(0) * (a * c + b * d);
			y = W(0) * (b * c - a * d);
		}
	}
	return std::complex<T>((T)x, (T)y);
}

} // namespace o2c_complex

namespace std {

#define O2C_COMPLEX(T, W)                                                                          \
	__device__ __forceinline__ complex<T> operator+(const complex<T> &x)                     \
	{                                                                                           \
		return x;                                                                           \
	}                                                                                           \
	__device__ __forceinline__ complex<T> operator-(const complex<T> &x)                     \
	{                                                                                           \
		return complex<T>(-x.real(), -x.imag());                                            \
	}                                                                                           \
	__device__ __forceinline__ complex<T> operator+(const complex<T> &x, const complex<T> &y) \
	{                                                                                           \
		return complex<T>(x.real() + y.real(), x.imag() + y.imag());                        \
	}                                                                                           \
	__device__ __forceinline__ complex<T> operator+(const complex<T> &x, const T &y)          \
	{                                                                                           \
		return complex<T>(x.real() + y, x.imag());                                          \
	}                                                                                           \
	__device__ __forceinline__ complex<T> operator+(const T &x, const complex<T> &y)          \
	{                                                                                           \
		return complex<T>(x + y.real(), y.imag());                                          \
	}                                                                                           \
	__device__ __forceinline__ complex<T> operator-(const complex<T> &x, const complex<T> &y) \
	{                                                                                           \
		return complex<T>(x.real() - y.real(), x.imag() - y.imag());                        \
	}                                                                                           \
	__device__ __forceinline__ complex<T> operator-(const complex<T> &x, const T &y)          \
	{                                                                                           \
		return complex<T>(x.real() - y, x.imag());                                          \
	}                                                                                           \
	__device__ __forceinline__ complex<T> operator-(const T &x, const complex<T> &y)          \
	{                                                                                           \
		return complex<T>(x - y.real(), -y.imag());                                         \
	}                                                                                           \
	__device__ __forceinline__ complex<T> operator*(const complex<T> &x, const complex<T> &y) \
	{                                                                                           \
		return o2c_complex::multiply<T>(x.real(), x.imag(), y.real(), y.imag());            \
	}                                                                                           \
	__device__ __forceinline__ complex<T> operator*(const complex<T> &x, const T &y)          \
	{                                                                                           \
		return complex<T>(x.real() * y, x.imag() * y);                                      \
	}                                                                                           \
	__device__ __forceinline__ complex<T> operator*(const T &x, const complex<T> &y)          \
	{                                                                                           \
		return complex<T>(x * y.real(), x * y.imag());                                      \
	}                                                                                           \
	__device__ __forceinline__ complex<T> operator/(const complex<T> &x, const complex<T> &y) \
	{                                                                                           \
		return o2c_complex::divide<T, W>(x.real(), x.imag(), y.real(), y.imag());           \
	}                                                                                           \
	__device__ __forceinline__ complex<T> operator/(const complex<T> &x, const T &y)          \
	{                                                                                           \
		return complex<T>(x.real() / y, x.imag() / y);                                      \
	}                                                                                           \
	__device__ __forceinline__ complex<T> operator/(const T &x, const complex<T> &y)          \
	{                                                                                           \
		return o2c_complex::divide<T, W>(x, T(0), y.real(), y.imag());                      \
	}                                                                                           \
	__device__ __forceinline__ complex<T> &operator+=(complex<T> &x, const complex<T> &y)     \
	{                                                                                           \
		return x = x + y;                                                                   \
	}                                                                                           \
	__device__ __forceinline__ complex<T> &operator-=(complex<T> &x, const complex<T> &y)     \
	{                                                                                           \
		return x = x - y;                                                                   \
	}                                                                                           \
	__device__ __forceinline__ complex<T> &operator*=(complex<T> &x, const complex<T> &y)     \
	{                                                                                           \
		return x = x * y;                                                                   \
	}                                                                                           \
	__device__ __forceinline__ complex<T> &operator/=(complex<T> &x, const complex<T> &y)     \
	{                                                                                           \
		return x = x / y;                                                                   \
	}                                                                                           \
	__device__ __forceinline__ bool operator==(const complex<T> &x, const complex<T> &y)      \
	{                                                                                           \
		return x.real() == y.real() && x.imag() == y.imag();                                \
	}                                                                                           \
	__device__ __forceinline__ bool operator==(const complex<T> &x, const T &y)               \
	{                                                                                           \
		return x.real() == y && x.imag() == T(0);                                           \
	}                                                                                           \
	__device__ __forceinline__ bool operator!=(const complex<T> &x, const complex<T> &y)      \
	{                                                                                           \
		return !(x == y);                                                                   \
	}                                                                                           \
	__device__ __forceinline__ bool operator!=(const complex<T> &x, const T &y)               \
	{                                                                                           \
		return !(x == y);                                                                   \
	}                                                                                           \
	__device__ __forceinline__ T abs(const complex<T> &x)                                     \
	{                                                                                           \
		return hypot(x.real(), x.imag());                                                   \
	}                                                                                           \
	__device__ __forceinline__ T norm(const complex<T> &x)                                    \
	{                                                                                           \
		T r = hypot(x.real(), x.imag());                                                    \
		return r * r;                                                                       \
	}                                                                                           \
	__device__ __forceinline__ T arg(const complex<T> &x)                                     \
	{                                                                                           \
		return atan2(x.imag(), x.real());                                                   \
	}                                                                                           \
	__device__ __forceinline__ complex<T> conj(const complex<T> &x)                           \
	{                                                                                           \
		return complex<T>(x.real(), -x.imag());                                             \
	}                                                                                           \
	__device__ __forceinline__ complex<T> polar(const T &rho, const T &theta = T(0))          \
	{                                                                                           \
		return complex<T>(rho * cos(theta), rho * sin(theta));                              \
	}                                                                                           \
	__device__ __forceinline__ complex<T> exp(const complex<T> &x)                            \
	{                                                                                           \
		T e = exp(x.real());                                                                \
		return x.imag() == T(0) ? complex<T>(e, x.imag())                                   \
		                        : complex<T>(e * cos(x.imag()), e * sin(x.imag()));         \
	}                                                                                           \
	__device__ __forceinline__ complex<T> log(const complex<T> &x)                            \
	{                                                                                           \
		return complex<T>(log(abs(x)), arg(x));                                             \
	}                                                                                           \
	__device__ __forceinline__ complex<T> sqrt(const complex<T> &x)                           \
	{                                                                                           \
		T a = x.real(), b = x.imag();                                                       \
		if (a == T(0) && b == T(0))                                                         \
			return complex<T>(T(0), b);                                                 \
		T t = sqrt((fabs(a) + hypot(a, b)) / T(2));                                         \
		if (a >= T(0))                                                                      \
			return complex<T>(t, b / (T(2) * t));                                       \
		return complex<T>(fabs(b) / (T(2) * t), copysign(t, b));                            \
	}                                                                                           \
	__device__ __forceinline__ complex<T> sin(const complex<T> &x)                            \
	{                                                                                           \
		return complex<T>(sin(x.real()) * cosh(x.imag()), cos(x.real()) * sinh(x.imag()));  \
	}                                                                                           \
	__device__ __forceinline__ complex<T> cos(const complex<T> &x)                            \
	{                                                                                           \
		return complex<T>(cos(x.real()) * cosh(x.imag()), -sin(x.real()) * sinh(x.imag())); \
	}

O2C_COMPLEX(float, double)
O2C_COMPLEX(double, double)
#undef O2C_COMPLEX

} // namespace std

#endif
