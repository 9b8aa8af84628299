// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// A header of the program's own declares types named like CUDA's vector
// types (float3, uchar4), which nvcc declares before the generated .cu's
// code: the .cu renames them before it includes the header.
#include <stdio.h>
#include "Inputs/vec3_header.h"

int main(void)
{
	struct float3 v[16];
	float out[16];
	for (int i = 0; i < 16; i++) {
		v[i].x = (float)i;
		v[i].y = 1.0f;
		v[i].z = 0.0f;
	}
#pragma omp target teams distribute parallel for map(to: v) map(from: out)
	for (int i = 0; i < 16; i++)
		out[i] = dot3(v[i], v[i]);
	int ok = out[3] == 10.0f && out[15] == 226.0f;
	printf("%s\n", ok ? "PASS" : "FAIL");
	return !ok;
}
