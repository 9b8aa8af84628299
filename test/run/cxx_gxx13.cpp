// RUN: env OMP2CUDA_CXX=%S/Inputs/gxx13.sh %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// C++ with a g++ 13 or later as the host compiler: it has _Float32,
// _Float64, ... as types of their own, for which glibc's headers (2.37
// and later) declare overloads and template specializations that clang
// cannot read; the front end reads the headers as for g++ 12, as clang++
// does (frontend/tu.c, gxx_floatn), whatever glibc's version.
#include <cmath>
#include <math.h>
#include <stdio.h>

int main()
{
	double x[32];
#pragma omp target teams distribute parallel for map(from: x)
	for (int i = 0; i < 32; i++)
		x[i] = std::sqrt((double)i) + fabs(-1.0);
	int ok = x[16] == 5.0 && x[0] == 1.0;
	printf("%s\n", ok ? "PASS" : "FAIL");
	return !ok;
}
