// RUN: g++ -std=gnu++17 -O2 -x c++ %s -o %t.gxx && %t.gxx > %t.perop.txt
// RUN: g++ -std=c++17 -O2 -DO2C -DO2C_F16_EXCESS=0 -I%o2c_build/include -x c++ %s -o %t.o2c0 && %t.o2c0 > %t.o2c0.txt
// RUN: diff %t.perop.txt %t.o2c0.txt
// RUN: gcc -std=c11 -O2 %s -o %t.gcc && %t.gcc > %t.excess.txt
// RUN: g++ -std=c++17 -O2 -DO2C -DO2C_F16_EXCESS=1 -I%o2c_build/include -x c++ %s -o %t.o2c1 && %t.o2c1 > %t.o2c1.txt
// RUN: diff %t.excess.txt %t.o2c1.txt
//
// o2c_f16 (omp2cuda_f16.h), which the .cu file names _Float16, against the
// host compilers' own _Float16, every bit: g++'s, which rounds each
// operation (O2C_F16_EXCESS 0), and gcc's C, which keeps an operation's
// value in float until it is stored (1).  (clang rounds a whole
// expression's float value once: half_host_method.c.)  Conversions from
// double, float and integers (subnormals, overflow to infinity), + - * /,
// operands of type int, float and double, compound assignments,
// increments, comparisons and conversions out, over a million values.
// This runs o2c_f16's host side (software conversions); the device's PTX
// conversions and binary16 instructions round the same way (IEEE 754),
// which run/float16_device.c checks on a GPU.
#ifdef O2C
#define __host__
#define __device__
#include "omp2cuda_f16.h"
#define _Float16 o2c_f16
#endif
#include <stdio.h>
#include <string.h>

static unsigned long long state = 88172645463325252ull;

static double
rnd(void)
{
	state ^= state << 13;
	state ^= state >> 7;
	state ^= state << 17;
	return (double)(state >> 11) / 9007199254740992.0 - 0.5;
}

static unsigned long long hash;

static void
mix(const void *p, size_t n)
{
	unsigned long long v = 0;

	memcpy(&v, p, n);
	hash = hash * 1000003u + v;
}

int
main(void)
{
	static const double scales[] = {1e-7, 1e-3, 1, 30, 3000, 1e5};

	for (int i = 0; i < 1000000; i++) {
		double d = rnd() * scales[i % 6];
		_Float16 a = (_Float16)d, b = (_Float16)(float)(d * 1.37 + 0.5), c = (_Float16)(int)(d * 7);
		float r1 = a * b + c;
		_Float16 r2 = a * b - c;
		float r3 = a * 3;
		double r4 = a / b + 0.1;
		_Float16 r5 = a;
		r5 += 0.1f;
		r5 *= b;
		r5 -= 2;
		_Float16 r6 = -a;
		r6++;
		int r7 = (a < b) + 2 * (a >= 1.5f) + 4 * (c == a) + 8 * (b > 0.25);
		int r8 = (int)(a * b);
		mix(&r1, 4), mix(&r2, 2), mix(&r3, 4), mix(&r4, 8), mix(&r5, 2), mix(&r6, 2);
		mix(&r7, 4), mix(&r8, 4);
	}
	printf("%llx\n", hash);
	return 0;
}
