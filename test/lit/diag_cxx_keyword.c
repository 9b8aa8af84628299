// RUN: not %omp2cuda --emit-cuda %s -o /dev/null 2>&1 | FileCheck %s
// Device code is CUDA C++: C names that are C++ keywords failed in nvcc.
typedef struct { double re, new; } Pair;
static double twice(double class) { return 2 * class; }

void f(int n, double *a, Pair p)
{
	double template = 3;
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	for (int i = 0; i < n; i++) {
		double virtual = p.re;
		a[i] = twice(template) + virtual;
	}
	// CHECK: diag_cxx_keyword.c:[[@LINE-3]]:3: error: 'virtual' in device code is not supported: it is a C++ keyword, and CUDA is C++
	// CHECK: diag_cxx_keyword.c:[[@LINE-4]]:20: error: 'new' in device code is not supported: it is a C++ keyword, and CUDA is C++
	// CHECK: diag_cxx_keyword.c:4:21: error: 'class' in device code is not supported: it is a C++ keyword, and CUDA is C++
	// CHECK: diag_cxx_keyword.c:[[@LINE-5]]:16: error: 'template' in device code is not supported: it is a C++ keyword, and CUDA is C++
}
