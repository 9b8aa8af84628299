// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// A header of the program's own declares types named like CUDA's vector
// types (float3, uchar4), which nvcc declares before the generated .cu's
// code: the .cu renames them before it includes the header.  A const
// struct passed to the region by value keeps one const in the host
// fallback's parameter (C++ takes no second).
#include <stdio.h>
#include "Inputs/vec3_header.h"

float weigh(const float3 *v, float *out, int n, const uchar4 tint)
{
	float s = 0;
#pragma omp target teams distribute parallel for map(to: v[0:n]) map(from: out[0:n]) reduction(+: s)
	for (int i = 0; i < n; i++) {
		out[i] = dot3(v[i], v[i]) * tint.a;
		s += out[i];
	}
	return s;
}

int main()
{
	float3 v[16];
	float out[16];
	for (int i = 0; i < 16; i++)
		v[i] = float3{(float)i, 1.0f, 0.0f};
	uchar4 tint = {1, 2, 3, 2};
	float s = weigh(v, out, 16, tint);
	float want = 0;
	for (int i = 0; i < 16; i++)
		want += (float)(i * i + 1) * 2;
	int ok = s == want && out[3] == 20.0f;
	printf("%s\n", ok ? "PASS" : "FAIL");
	return !ok;
}
