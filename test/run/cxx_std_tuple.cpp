// RUN: %omp2cuda -std=c++17 -O2 %s -o %t && %run %t | FileCheck %s
// RUN: env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// CHECK: PASS
// std::tuple in device code: std::make_tuple and std::get (constexpr
// since C++14), a tuple returned by a function the region calls and
// decomposed by a structured binding, beside std::pair.

#include <cstdio>
#include <tuple>
#include <utility>

static inline std::tuple<int, int, int> digits(int v)
{
	return std::make_tuple(v / 100, (v / 10) % 10, v % 10);
}

static inline std::pair<int, float> split(float x)
{
	int k = (int)x;
	return std::make_pair(k, x - (float)k);
}

int main()
{
	const int n = 999;
	int s[n], w[n];
	float fr[n];
#pragma omp target teams distribute parallel for map(from: s[0:n], w[0:n], fr[0:n])
	for (int i = 0; i < n; i++) {
		auto t = digits(i);
		auto [h, tens, ones] = digits(n - 1 - i);
		s[i] = std::get<0>(t) + std::get<1>(t) * 10 + std::get<2>(t) * 100 + (h + tens + ones) * 1000;
		std::tuple<int, float> p = std::make_tuple(split(i * 0.37f).first, split(i * 0.37f).second);
		w[i] = std::get<int>(p);
		fr[i] = std::get<1>(p);
	}
	int bad = 0;
	for (int i = 0; i < n; i++) {
		int j = n - 1 - i;
		bad += s[i] != i / 100 + ((i / 10) % 10) * 10 + (i % 10) * 100 +
		                       (j / 100 + (j / 10) % 10 + j % 10) * 1000;
		bad += w[i] != split(i * 0.37f).first || fr[i] != split(i * 0.37f).second;
	}
	std::printf("%s\n", bad ? "FAIL" : "PASS");
	return bad != 0;
}
