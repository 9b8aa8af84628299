// RUN: %omp2cuda -std=c++17 -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// Structured bindings (C++17) declared in device code, by copy: of a
// struct, of an array, of a struct a device function returns; by
// reference to const: of an element of a mapped array.
#include <cstdio>

struct Sample {
	float value;
	int weight;
};

struct Range {
	int lo, hi;
};

#pragma omp declare target
static Range clamp_range(int i, int n)
{
	Range r = {i - 1 < 0 ? 0 : i - 1, i + 1 >= n ? n - 1 : i + 1};
	return r;
}
#pragma omp end declare target

int main()
{
	const int n = 500;
	static Sample s[n];
	static float out[n];
	for (int i = 0; i < n; i++)
		s[i] = {0.25f * i, i % 7};
#pragma omp target teams distribute parallel for map(to: s[0:n]) map(from: out[0:n])
	for (int i = 0; i < n; i++) {
		auto [value, weight] = s[i];
		auto [lo, hi] = clamp_range(i, n);
		float pair[2] = {value, (float)weight};
		auto [x, y] = pair;
		const auto &[next, w] = s[i + 1 < n ? i + 1 : i];
		out[i] = x * y + (hi - lo) + next * w;
	}
	int bad = 0;
	for (int i = 0; i < n; i++) {
		Range r = clamp_range(i, n);
		const Sample &t = s[i + 1 < n ? i + 1 : i];
		bad |= out[i] != 0.25f * i * (i % 7) + (r.hi - r.lo) + t.value * t.weight;
	}
	printf("%s\n", bad ? "FAIL" : "PASS");
	return bad;
}
