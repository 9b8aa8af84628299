// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// A type device code uses inside an `extern "C" { ... }`
// block that `#if defined(__cplusplus)` groups open and close, as C
// headers shared with C++ write it: the .cu file copies the block without
// the one end of each group it holds (HeCBench complex's header: nvcc
// read "#endif without #if").
#include <stdio.h>

#if defined(__cplusplus)
extern "C" {
#endif

typedef struct {
	float re, im;
} cplx_t;

#if defined(__cplusplus)
}
#endif

static inline cplx_t cmul(cplx_t a, cplx_t b)
{
	cplx_t r = {a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re};
	return r;
}

int main()
{
	const int n = 1000;
	static cplx_t a[n], out[n];
	for (int i = 0; i < n; i++)
		a[i] = cplx_t{(float)i, 1.0f};
#pragma omp target teams distribute parallel for map(to: a) map(from: out)
	for (int i = 0; i < n; i++)
		out[i] = cmul(a[i], a[i]);
	int bad = 0;
	for (int i = 0; i < n; i++)
		bad += out[i].re != (float)i * i - 1.0f || out[i].im != 2.0f * i;
	printf("%s (%d wrong)\n", bad ? "FAIL" : "PASS", bad);
	return bad != 0;
}
