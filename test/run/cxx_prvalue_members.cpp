// RUN: %omp2cuda -std=c++17 -O2 %s -o %t && %run %t | FileCheck %s
// RUN: env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// CHECK: PASS
// Members of class prvalues in region code: of a call's result (a
// std::pair's .first, a struct's .y), of an operator's result and of a
// temporary built in place.  clang takes such a member for an implicit
// map's list item and rejects it; gcc and OpenMP take it as the value
// it is (frontend/tu.c).

#include <cstdio>
#include <utility>

struct V2 {
	float x, y;
	V2 operator-(const V2 &o) const { return V2{x - o.x, y - o.y}; }
};

static inline V2 make(float a) { return V2{a, 2 * a}; }

static inline std::pair<int, float> split(float x)
{
	int k = (int)x;
	return std::make_pair(k, x - (float)k);
}

int main()
{
	const int n = 500;
	int w[n];
	float fr[n], g[n];
	V2 p[n];
	for (int i = 0; i < n; i++)
		p[i] = V2{i * 0.5f, 1.0f};
#pragma omp target teams distribute parallel for map(to: p[0:n]) map(from: w[0:n], fr[0:n], g[0:n])
	for (int i = 0; i < n; i++) {
		w[i] = split(i * 0.37f).first;
		fr[i] = split(i * 0.37f).second;
		g[i] = make((float)i).y + V2{1.0f, 3.0f}.x + (p[i] - make(1.0f)).x;
	}
	int bad = 0;
	for (int i = 0; i < n; i++)
		bad += w[i] != split(i * 0.37f).first || fr[i] != split(i * 0.37f).second ||
		       g[i] != 2.0f * i + 1.0f + (i * 0.5f - 1.0f);
	std::printf("%s\n", bad ? "FAIL" : "PASS");
	return bad != 0;
}
