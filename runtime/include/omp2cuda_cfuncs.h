/* <complex.h>'s functions for device code, included by
 * omp2cuda_ccomplex.h: a call of name in device code calls o2c_<name>
 * (frontend/complex.c).  Each takes and returns what C's declares, so
 * C's conversions of the arguments are the front end's (o2c_cto_*).
 *
 * creal, cimag, conj and cproj are exact.  cabs is hypot and carg atan2;
 * cexp, clog, csqrt, cpow, csin, ccos, csinh and ccosh compute their
 * textbook formulae on CUDA's math functions for finite arguments:
 * within a few units in the last place of each part's magnitude (CUDA's
 * functions are not correctly rounded; glibc's are, or nearly), and
 * clog's real part loses relative accuracy where |z| is near 1.  Of
 * infinite and NaN arguments, cabs and cproj follow C11 Annex G;
 * the others give what their formulae give. */
#ifndef OMP2CUDA_CFUNCS_H
#define OMP2CUDA_CFUNCS_H

#define O2C_CF static __device__ inline

#define O2C_CFUNCS(P, S)                                                                    \
	O2C_CF P o2c_creal##S(P _Complex z)                                                 \
	{                                                                                   \
		return __real__ z;                                                          \
	}                                                                                   \
	O2C_CF P o2c_cimag##S(P _Complex z)                                                 \
	{                                                                                   \
		return __imag__ z;                                                          \
	}                                                                                   \
	O2C_CF P _Complex o2c_conj##S(P _Complex z)                                         \
	{                                                                                   \
		return o2c_cmake<P>(__real__ z, -__imag__ z);                               \
	}                                                                                   \
	O2C_CF P _Complex o2c_cproj##S(P _Complex z)                                        \
	{                                                                                   \
		if (isinf(__real__ z) || isinf(__imag__ z))                                 \
			return o2c_cmake<P>(P(INFINITY), copysign(P(0), __imag__ z));      \
		return z;                                                                   \
	}                                                                                   \
	O2C_CF P o2c_cabs##S(P _Complex z)                                                  \
	{                                                                                   \
		return hypot(__real__ z, __imag__ z);                                       \
	}                                                                                   \
	O2C_CF P o2c_carg##S(P _Complex z)                                                  \
	{                                                                                   \
		return atan2(__imag__ z, __real__ z);                                       \
	}                                                                                   \
	O2C_CF P _Complex o2c_cexp##S(P _Complex z)                                         \
	{                                                                                   \
		P e = exp(__real__ z), y = __imag__ z;                                      \
		if (y == P(0))                                                              \
			return o2c_cmake<P>(e, y);                                          \
		return o2c_cmake<P>(e * cos(y), e * sin(y));                                \
	}                                                                                   \
	O2C_CF P _Complex o2c_clog##S(P _Complex z)                                         \
	{                                                                                   \
		return o2c_cmake<P>(log(o2c_cabs##S(z)), o2c_carg##S(z));                   \
	}                                                                                   \
	O2C_CF P _Complex o2c_csqrt##S(P _Complex z)                                        \
	{                                                                                   \
		P a = __real__ z, b = __imag__ z;                                           \
		if (a == P(0) && b == P(0))                                                 \
			return o2c_cmake<P>(P(0), b);                                       \
		P t = sqrt((fabs(a) + hypot(a, b)) / P(2));                                 \
		if (a >= P(0))                                                              \
			return o2c_cmake<P>(t, b / (P(2) * t));                             \
		return o2c_cmake<P>(fabs(b) / (P(2) * t), copysign(t, b));                  \
	}                                                                                   \
	O2C_CF P _Complex o2c_cpow##S(P _Complex x, P _Complex y)                           \
	{                                                                                   \
		return o2c_cexp##S(o2c_cx(y) * o2c_cx(o2c_clog##S(x)));                     \
	}                                                                                   \
	O2C_CF P _Complex o2c_csin##S(P _Complex z)                                         \
	{                                                                                   \
		P a = __real__ z, b = __imag__ z;                                           \
		return o2c_cmake<P>(sin(a) * cosh(b), cos(a) * sinh(b));                    \
	}                                                                                   \
	O2C_CF P _Complex o2c_ccos##S(P _Complex z)                                         \
	{                                                                                   \
		P a = __real__ z, b = __imag__ z;                                           \
		return o2c_cmake<P>(cos(a) * cosh(b), -(sin(a) * sinh(b)));                 \
	}                                                                                   \
	O2C_CF P _Complex o2c_csinh##S(P _Complex z)                                        \
	{                                                                                   \
		P a = __real__ z, b = __imag__ z;                                           \
		return o2c_cmake<P>(sinh(a) * cos(b), cosh(a) * sin(b));                    \
	}                                                                                   \
	O2C_CF P _Complex o2c_ccosh##S(P _Complex z)                                        \
	{                                                                                   \
		P a = __real__ z, b = __imag__ z;                                           \
		return o2c_cmake<P>(cosh(a) * cos(b), sinh(a) * sin(b));                    \
	}

O2C_CFUNCS(float, f)
O2C_CFUNCS(double, )
#undef O2C_CFUNCS
#undef O2C_CF

#endif
