// RUN: %omp2cuda -std=c++20 -O2 %s -o %t && %run %t | FileCheck %s
// RUN: env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// CHECK: PASS
// C++20 in device code: function templates constrained by the file's
// concepts (`template <Real T>`, a requires-clause naming a concept that
// names another), which come to the .cu file with the templates;
// abbreviated function templates (`auto` parameters); <numbers>'
// constants and variable template (std::numbers::pi, pi_v<T>), which
// are the header's; designated initializers.
#include <concepts>
#include <cstdio>
#include <numbers>

template <class T> concept Real = std::floating_point<T>;
template <class T> concept Narrow = Real<T> && sizeof(T) <= 4;

template <Real T> inline T circumference(T r) { return 2 * std::numbers::pi_v<T> * r; }

template <class T>
	requires Narrow<T>
inline T halve(T x)
{
	return x / 2;
}

inline auto square(auto x) { return x * x; }

struct Opts {
	int order;
	double w;
};

int main()
{
	const int n = 512;
	double out[n];
	float half[n];
#pragma omp target teams distribute parallel for map(from: out[0:n], half[0:n])
	for (int i = 0; i < n; i++) {
		Opts o{.order = 2, .w = 0.5};
		out[i] = circumference(i * 0.01) + square(o.w) * o.order + std::numbers::e;
		half[i] = halve(i * 1.0f) + square(2);
	}
	int bad = 0;
	for (int i = 0; i < n; i++) {
		double e = 2 * std::numbers::pi * (i * 0.01) + 0.25 * 2 + std::numbers::e;
		double d = out[i] - e;
		bad += (d < 0 ? -d : d) > 1e-12 || half[i] != i * 0.5f + 4;
	}
	std::printf("%s\n", bad ? "FAIL" : "PASS");
	return bad != 0;
}
