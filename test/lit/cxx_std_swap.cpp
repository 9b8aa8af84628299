// std::swap in device code: of arithmetic values in C++17 (not constexpr
// there) the .cu file includes omp2cuda_swap.h's device overloads; in
// C++20 the library's constexpr std::swap compiles for the device as is,
// of any type; in C++17 a swap of a class is a located error.
// RUN: %omp2cuda -std=c++17 --emit-cuda %s -o - | FileCheck %s --check-prefix=CXX17
// RUN: %omp2cuda -std=c++20 --emit-cuda -DPAIRS %s -o - | FileCheck %s --check-prefix=CXX20
// RUN: not %omp2cuda -std=c++17 -c -DPAIRS %s -o %t.o 2>&1 | FileCheck %s --check-prefix=ERR
// CXX17: #include "omp2cuda_swap.h" /* std::swap of arithmetic values for the device */
// CXX20-NOT: omp2cuda_swap.h
#include <utility>

struct Pt {
	float x, y;
};

void order(float *a, Pt *p, int n)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:n], p[0:n])
	for (int i = 0; i < n - 1; i += 2) {
		if (a[i] > a[i + 1])
			std::swap(a[i], a[i + 1]);
#ifdef PAIRS
// ERR: :[[@LINE+1]]:4: error: call to 'swap' in a target region is not supported yet
			std::swap(p[i], p[i + 1]);
#endif
	}
}
