// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// RUN: not %omp2cuda --emit-cuda -DMACRO %s -o - 2>&1 | FileCheck --check-prefix=ERR %s
// Device code keeps C's meaning in CUDA C++: C's math functions by their
// wrappers, sizeof of an expression whose type is another in C++ as C's
// value, implicit conversions C++ lacks written as casts.

#include <math.h>
#include <stdlib.h>

// CHECK: #include "omp2cuda_cmath.h"

enum E { A, B };

// CHECK: __device__ static int first(const void *p) { const int *q = (const int *)(p); return q[0]; }
static int first(const void *p) { const int *q = p; return q[0]; }

#define PTR(x) x

int
main(void)
{
	double d[4];
	int n[8], two = 2;
	float f = 1.5f;
#pragma omp target map(tofrom: d, n)
	{
		void *vp = n;
		// CHECK: d[0] = exp(f);
		d[0] = exp(f);
		// CHECK: n[0] = 4UL + 4UL + 4UL;
		n[0] = sizeof('a') + sizeof(f < 2) + sizeof(!two);
		// CHECK: n[1] = sizeof(int) + sizeof f + sizeof('a' + 1);
		n[1] = sizeof(int) + sizeof f + sizeof('a' + 1);
		// CHECK: int *q = (int *)(vp);
		int *q = vp;
		// CHECK: enum E e = (enum E)(two);
		enum E e = two;
		// CHECK: int *z = NULL;
		int *z = NULL;
		// CHECK: n[2] = first(n) + (unsigned int)(e) + (z == q) + abs(-2);
		n[2] = first(n) + e + (z == q) + abs(-2);
#ifdef MACRO
		// ERR: :[[@LINE+1]]:12: error: a conversion from 'void *' to 'int *' inside a macro expansion is not supported in device code
		int *w = PTR(vp);
		// ERR: :[[@LINE+1]]:3: error: '++' of an object of type 'enum E' inside a macro expansion is not supported in device code
		PTR(e)++;
#endif
	}
	return 0;
}

// A string that fills its char array, and a _Bool updated by ++ (C++17 has
// no ++ of a bool).
void
strings(char *out)
{
#pragma omp target map(from: out[0:6])
	{
		// CHECK: char s[3] = {97, 98, 99};
		char s[3] = "abc";
		// CHECK: unsigned char u[2] = {200, 10};
		unsigned char u[2] = "\310\n";
		// CHECK: char t[4] = "abc";
		char t[4] = "abc";
		out[0] = s[2];
		out[1] = (char)u[0];
		out[2] = t[1];
		_Bool b = 0;
		// CHECK: o2c_c_update<int>(b)++;
		b++;
		out[3] = b;
	}
}
