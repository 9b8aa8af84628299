// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// RUN: not %omp2cuda --emit-cuda -DMACRO %s -o /dev/null 2>&1 | FileCheck --check-prefix=ERR %s
// _Generic, which CUDA C++ does not have: the .cu file keeps the selected
// association's expression, in parentheses (C11 6.5.1.1: by the type of
// the controlling expression after lvalue conversion).

#include <math.h>

#define KIND(x) _Generic((x), char: 1, int: 2, default: 0)

int
main(void)
{
	int r[5];
	double d[2];
#pragma omp target map(from: r, d)
	{
		char c = 0;
		float f = 2;
		// CHECK: r[0] = (1);
		r[0] = _Generic(c, char: 1, int: 2, float: 3, default: 0);
		// CHECK: r[1] = (2);
		r[1] = _Generic('a', char: 1, int: 2, float: 3, default: 0);
		// CHECK: r[2] = (2) + (c + 1);
		r[2] = _Generic(c + c, char: 1, int: 2, default: 0) + _Generic(c, int: c, char: c + 1);
		// CHECK: d[0] = (sqrtf)(f);
		d[0] = _Generic(f, float: sqrtf, double: sqrt)(f);
		// CHECK: d[1] = (f * 3);
		d[1] = _Generic(&r[0], int *: f * 3, default: 0.5);
#ifdef MACRO
		// ERR: :[[@LINE+1]]:10: error: _Generic inside a macro expansion is not supported in device code
		r[3] = KIND(c);
		// ERR: :[[@LINE+1]]:10: error: _Generic in device code is not supported here
		r[4] = _Generic(c, char: 1, int: 1, default: 0);
#endif
	}
	return r[0];
}
