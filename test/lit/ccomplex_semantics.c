// RUN: gcc -std=gnu11 -O2 %s -o %t.gcc && %t.gcc > %t.gcc.txt
// RUN: g++ -std=gnu++17 -O2 -DO2C -I%o2c_build/include -x c++ %s -o %t.o2c && %t.o2c > %t.o2c.txt
// RUN: diff %t.gcc.txt %t.o2c.txt
//
// omp2cuda_ccomplex.h's complex arithmetic, which the front end gives C's
// operations on complex values of device code, against gcc's own (its
// default: Annex G, libgcc's __mulsc3, __muldc3, __divsc3 and __divdc3),
// every bit: products and quotients of two complex numbers, of a complex
// number and a real one each way, sums and differences with a real
// number, == and conversions, of float _Complex and double _Complex, over
// 200,000 operand sets with zeros of both signs, infinities, NaNs,
// subnormals and the extremes of the exponent.  This runs the header's
// host side; nvcc compiles the same code for the device with -fmad=false
// (no product fused), whose IEEE operations round as the host's.
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <string.h>
#ifdef O2C
#define __host__
#define __device__
#include "omp2cuda_ccomplex.h"
#define CX(z) o2c_cx(z)
#define TOF(z) o2c_cto_f(z)
#define TOD(z) o2c_cto_d(z)
#define MAKE(T, x, y) o2c_cmake<T>(x, y)
#else
#define CX(z) (z)
#define TOF(z) ((float _Complex)(z))
#define TOD(z) ((double _Complex)(z))
#define MAKE(T, x, y) __builtin_complex((T)(x), (T)(y))
#endif

static unsigned state = 1;

static double
pick(void)
{
	static const double special[] = {0.0, -0.0, INFINITY, -INFINITY, NAN, 1.0, -1.0,
	                                 DBL_MAX, DBL_MIN, 5e-324, 1e300, 1e-300, 3.5, -2.25};
	unsigned r;

	state = state * 1103515245u + 12345u;
	r = state >> 1;
	if (r % 3 == 0)
		return special[(r / 3) % 14];
	int e = (int)((r >> 17) % 40) - 20;
	if (r % 7 == 0)
		e *= 50;
	return ldexp((double)(r % 100000) / 1000.0 - 50, e);
}

/* NaNs print as one: their sign and payload are not C's to say. */
static void
put(double x)
{
	if (isnan(x))
		printf(" nan");
	else
		printf(" %a", x);
}

static void
putd(double _Complex z)
{
	put(__real__ z);
	put(__imag__ z);
}

static void
putf(float _Complex z)
{
	put(__real__ z);
	put(__imag__ z);
}

int
main(void)
{
	for (int i = 0; i < 200000; i++) {
		double a = pick(), b = pick(), c = pick(), d = pick();
		double _Complex u = MAKE(double, a, b), v = MAKE(double, c, d);
		float _Complex f = MAKE(float, a, b), g = MAKE(float, c, d);
		putd(CX(u) * CX(v));
		putd(CX(u) / CX(v));
		putd(a / CX(v));
		putd(CX(u) / c);
		putd(a * CX(v));
		putd(a - CX(v));
		putd(CX(u) + c);
		putf(CX(f) * CX(g));
		putf(CX(f) / CX(g));
		putf((float)a / CX(g));
		putd(CX(f) * CX(v));
		putd(CX(TOD(f)) / CX(v));
		putf(TOF(u));
		putd(CX(f) * 3 - 2.5f);
		printf(" %d %d\n", CX(u) == CX(v), CX(f) != c);
	}
	return 0;
}
