// RUN: %omp2cuda -std=c++17 -O2 %s -o %t && %run %t | FileCheck %s
// RUN: env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// CHECK: PASS
// std::minmax in a target region (constexpr since C++14, as nvcc compiles
// it for the device): of two values, bound to a structured binding; of an
// initializer list (a pair of values); with a comparator lambda (a pair of
// references to the two arguments, both alive here).

#include <algorithm>
#include <cstdio>
#include <initializer_list>

int
main()
{
	const int n = 256;
	int lo[n], hi[n], span[n], rev[n];

#pragma omp target teams distribute parallel for map(from: lo, hi, span, rev)
	for (int i = 0; i < n; ++i) {
		const int a = i % 37, b = 20;
		auto [small, big] = std::minmax(a, b);
		auto p = std::minmax({i % 5, 3, 7 - i % 9});
		auto q = std::minmax(a, b, [](int x, int y) { return x > y; });
		lo[i] = small;
		hi[i] = big;
		span[i] = p.second - p.first;
		rev[i] = q.first - q.second;
	}
	int failed = 0;
	for (int i = 0; i < n; ++i) {
		int a = i % 37, b = 20, c[3] = {i % 5, 3, 7 - i % 9};
		int mn = std::min({c[0], c[1], c[2]}), mx = std::max({c[0], c[1], c[2]});
		if (lo[i] != std::min(a, b) || hi[i] != std::max(a, b) || span[i] != mx - mn ||
		    rev[i] != std::max(a, b) - std::min(a, b)) {
			std::printf("FAIL: i = %d: %d %d %d %d\n", i, lo[i], hi[i], span[i], rev[i]);
			failed = 1;
			break;
		}
	}
	if (!failed)
		std::printf("PASS\n");
	return failed;
}
