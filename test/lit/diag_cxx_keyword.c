// RUN: not %omp2cuda --emit-cuda -I %S/Inputs %s -o /dev/null 2>&1 | FileCheck %s
// Device code is CUDA C++: a C name that is a C++ keyword the .cu file
// cannot rename (bool, which it spells for _Bool; an alternative token
// such as 'and'; static_cast, which assert expands to), or one declared
// in a user's header, which the .cu file includes before its renaming.
#include "keyword_member.h"

void f(int n, double *a, struct kw k)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	for (int i = 0; i < n; i++) {
		// CHECK: diag_cxx_keyword.c:[[@LINE+1]]:3: error: 'bool' in device code is not supported: it is a C++ keyword, and CUDA is C++
		int bool = 1, and = 2, static_cast = 3;
		// CHECK: diag_cxx_keyword.c:[[@LINE-1]]:17: error: 'and' in device code
		// CHECK: diag_cxx_keyword.c:[[@LINE-2]]:26: error: 'static_cast' in device code
		// CHECK: diag_cxx_keyword.c:[[@LINE+1]]:37: error: 'this' in device code is not supported as a name declared outside the main file
		a[i] = bool + and + static_cast + k.re;
	}
}
