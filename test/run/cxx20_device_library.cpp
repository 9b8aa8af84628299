// RUN: %omp2cuda -std=c++20 -O2 %s -o %t && %run %t | FileCheck %s
// RUN: env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// CHECK: PASS
// C++20's constexpr library in device code: std::span over mapped
// storage (built in the region, passed by value, subspan, range-for),
// <bit>'s std::bit_cast, std::popcount and std::countl_zero, <numeric>'s
// std::midpoint, and the comparisons a defaulted operator<=> gives
// (<compare>'s orderings).
#include <bit>
#include <compare>
#include <cstdint>
#include <cstdio>
#include <numeric>
#include <span>

struct Key {
	int a, b;
	auto operator<=>(const Key &) const = default;
};

static inline float total(std::span<const float> s)
{
	float t = 0;
	for (float v : s)
		t += v;
	return t;
}

int main()
{
	const int n = 600;
	float a[n], r[n], m[n];
	std::uint32_t bits[n];
	int pc[n], order[n];
	Key keys[n];
	for (int i = 0; i < n; i++)
		a[i] = i * 0.5f - 100, keys[i] = Key{i % 7, i % 3};
#pragma omp target teams distribute parallel for map(to: a[0:n], keys[0:n]) \
	map(from: bits[0:n], pc[0:n], m[0:n], r[0:n], order[0:n])
	for (int i = 0; i < n; i++) {
		std::span<const float> whole(a, n);
		int lo = i > 0 ? i - 1 : 0;
		r[i] = total(whole.subspan(lo, 3 < n - lo ? 3 : n - lo));
		bits[i] = std::bit_cast<std::uint32_t>(a[i]);
		pc[i] = std::popcount(bits[i]) + std::countl_zero((unsigned)i);
		m[i] = std::midpoint(a[i], 1.0f);
		order[i] = keys[i] < keys[(i + 1) % n] ? -1 : keys[i] == keys[(i + 1) % n] ? 0 : 1;
	}
	int bad = 0;
	for (int i = 0; i < n; i++) {
		int lo = i > 0 ? i - 1 : 0, len = 3 < n - lo ? 3 : n - lo;
		float t = 0;
		for (int k = 0; k < len; k++)
			t += a[lo + k];
		std::uint32_t b = std::bit_cast<std::uint32_t>(a[i]);
		bad += r[i] != t || bits[i] != b ||
		       pc[i] != std::popcount(b) + std::countl_zero((unsigned)i) ||
		       m[i] != std::midpoint(a[i], 1.0f) ||
		       order[i] != (keys[i] < keys[(i + 1) % n] ? -1 : keys[i] == keys[(i + 1) % n] ? 0 : 1);
	}
	std::printf("%s\n", bad ? "FAIL" : "PASS");
	return bad != 0;
}
