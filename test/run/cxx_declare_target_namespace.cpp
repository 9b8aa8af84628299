// RUN: %omp2cuda++ -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// Declare target variables of namespaces (C++): the __device__ copy is declared in the same
// namespace, so device code names it as the program does (ns::tab, or tab inside the namespace);
// the runtime finds it by its mangled symbol, and the host file's tables and target update name
// it by its full name.  alignas on such a variable aligns its device copy too: a float4 view of
// an alignas(16) array reads whole vectors on the GPU.
#include <cstdint>
#include <cstdio>

namespace grid {
alignas(16) float coef[64];
int scale = 3;
#pragma omp declare target(coef, scale)

namespace inner {
alignas(64) double weights[8];
#pragma omp declare target(weights)
}

static float total(int n)
{
	float s = 0;
#pragma omp target teams distribute parallel for reduction(+: s) map(tofrom: s)
	for (int i = 0; i < n; i++)
		s += coef[i] * scale;
	return s;
}
} // namespace grid

struct alignas(16) F4 {
	float x, y, z, w;
};

int main()
{
	int bad = 0, dev_bad = -1;
	float sums[16];

	for (int i = 0; i < 64; i++)
		grid::coef[i] = i;
	for (int i = 0; i < 8; i++)
		grid::inner::weights[i] = 0.5 * i;
#pragma omp target update to(grid::coef, grid::inner::weights)
#pragma omp target map(from: dev_bad, sums)
	{
		const F4 *v = reinterpret_cast<const F4 *>(grid::coef);
		for (int k = 0; k < 16; k++)
			sums[k] = v[k].x + v[k].y + v[k].z + v[k].w;
		dev_bad = (reinterpret_cast<std::uintptr_t>(grid::coef) % 16 != 0) +
		          (reinterpret_cast<std::uintptr_t>(grid::inner::weights) % 64 != 0);
		grid::scale = 2;
		grid::inner::weights[7] += 1;
	}
#pragma omp target update from(grid::scale, grid::inner::weights)
	for (int k = 0; k < 16; k++)
		bad += sums[k] != 16 * k + 6;
	bad += grid::scale != 2;
	bad += grid::inner::weights[7] != 4.5;
	bad += grid::total(64) != 2 * 2016;
	if (bad || dev_bad)
		std::printf("FAIL: host %d, device %d\n", bad, dev_bad);
	else
		std::printf("PASS\n");
	return bad || dev_bad;
}
