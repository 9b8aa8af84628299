// The program's own overloads of C library functions (a single-precision
// sincos, a three-argument fmax) beside the library's, in device code: a
// call goes to the program's overload where it takes the arguments, to
// the library's otherwise (sincos of doubles, fmax of two), as C++
// overload resolution chooses in the host compiler, also in a function
// template whose instances choose differently.  Checked against the same
// calls on the host.
// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
#include <cmath>
#include <cstdio>

inline void sincos(float x, float *__restrict__ s, float *__restrict__ c)
{
	*s = sinf(x) + 1.0f; /* tells the program's overload apart */
	*c = cosf(x) + 1.0f;
}

inline double fmax(double a, double b, double c)
{
	return fmax(fmax(a, b), c) + 100;
}

template <typename T>
static void both(T x, T *out)
{
	T s, c;
#pragma omp target map(from: s, c)
	{
		sincos(x, &s, &c);
	}
	out[0] = s;
	out[1] = c;
}

int main()
{
	double d[4];
	float f[2];
	double hd[4];
	float hf[2];
	int ok = 1;

#pragma omp target map(from: d)
	{
		double s, c;
		sincos(0.5, &s, &c);
		d[0] = s + c;
		d[1] = fmax(1.0, 2.0);
		d[2] = fmax(1.0, 5.0, 3.0);
		d[3] = fmax(0.25, -1.0);
	}
	{
		double s, c;
		sincos(0.5, &s, &c);
		hd[0] = s + c;
		hd[1] = fmax(1.0, 2.0);
		hd[2] = fmax(1.0, 5.0, 3.0);
		hd[3] = fmax(0.25, -1.0);
	}
	both(0.25f, f);
	sincos(0.25f, &hf[0], &hf[1]);
	double dd[2];
	both(0.25, dd);
	for (int i = 0; i < 4; i++)
		ok &= fabs(d[i] - hd[i]) < 1e-12;
	ok &= fabsf(f[0] - hf[0]) < 1e-6f && fabsf(f[1] - hf[1]) < 1e-6f && f[0] > 1.0f;
	ok &= fabs(dd[0] - sin(0.25)) < 1e-12 && fabs(dd[1] - cos(0.25)) < 1e-12;
	printf("%g %g %g %g %g %g\n", d[0], d[1], d[2], d[3], f[0], dd[0]);
	printf("%s\n", ok ? "PASS" : "FAIL");
	return !ok;
}
