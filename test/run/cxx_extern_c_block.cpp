// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// Types and functions device code uses inside an `extern "C" { ... }`
// block that `#if defined(__cplusplus)` groups open and close, as C
// headers shared with C++ write it (HeCBench complex's header): each is
// copied into the .cu file alone (the block whole copied its functions
// twice, and the group's #endif without its #if), and a type named as
// CUDA's float2 is renamed as one at file scope is.
#include <stdio.h>

#if defined(__cplusplus)
extern "C" {
#endif

typedef struct __attribute__((__aligned__(8))) {
	float x, y;
} float2;

static inline float2 cmul(float2 a, float2 b)
{
	float2 r = {a.x * b.x - a.y * b.y, a.x * b.y + a.y * b.x};
	return r;
}

#if defined(__cplusplus)
}
#endif

int main()
{
	const int n = 1000;
	static float2 a[n], out[n];
	for (int i = 0; i < n; i++)
		a[i] = float2{(float)i, 1.0f};
#pragma omp target teams distribute parallel for map(to: a) map(from: out)
	for (int i = 0; i < n; i++)
		out[i] = cmul(a[i], a[i]);
	int bad = 0;
	for (int i = 0; i < n; i++)
		bad += out[i].x != (float)i * i - 1.0f || out[i].y != 2.0f * i;
	printf("%s (%d wrong)\n", bad ? "FAIL" : "PASS", bad);
	return bad != 0;
}
