// RUN: %omp2cuda -std=c++17 -O2 %s -o %t -w && %run %t | FileCheck %s
// RUN: env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// CHECK: PASS
// C++ that g++ takes with a warning and clang 22 refuses by default
// (frontend/legacy.c), in host code and in a target region, where nvcc
// takes it too: the register storage class in C++17, and the template
// keyword before a member template's name with no template argument list.
// (A register variable the region uses is an error: it has no address.)

#include <cstdio>
#include <vector>

struct Scale {
	float s;
	template <typename T> T apply(T v) const { return s * v; }
};

int
main()
{
	register int twice = 2;
	int n = 500 * twice;
	std::vector<float> out;
	out.template emplace_back(0.0f);
	out.resize(n);
	float *o = out.data();
	Scale k{2.5f};

#pragma omp target teams distribute parallel for map(from: o[0:n])
	for (int i = 0; i < n; i++) {
		register float t = (float)i;
		o[i] = k.template apply(t);
	}
	int failed = 0;
	for (int i = 0; i < n; i++)
		failed |= o[i] != 2.5f * i;
	std::printf(failed ? "FAIL\n" : "PASS\n");
	return failed;
}
