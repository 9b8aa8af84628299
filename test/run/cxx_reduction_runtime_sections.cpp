// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: %omp2cuda -O2 %s -o %t && env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// CHECK: PASS
// A histogram in a function template of the bin type, its bins a
// std::vector's storage whose length the caller gives: the reduction of
// the runtime-length section updates the device copy atomically, for
// each instantiation.
#include <cstdio>
#include <vector>

template <typename T>
static void histogram(const int *keys, int n, T *bins, int nb, T weight)
{
#pragma omp target teams distribute parallel for map(to: keys[0:n]) reduction(+: bins[:nb])
	for (int i = 0; i < n; i++)
		bins[keys[i] % nb] += weight;
}

template <typename T>
static int check(const std::vector<int> &keys, int nb, T weight)
{
	std::vector<T> bins(nb, T(1)), ref(nb, T(1));
	histogram(keys.data(), (int)keys.size(), bins.data(), nb, weight);
	for (int k : keys)
		ref[k % nb] += weight;
	int bad = 0;
	for (int b = 0; b < nb; b++)
		bad += bins[b] != ref[b];
	return bad;
}

int main(int argc, char **)
{
	std::vector<int> keys(50000);
	for (size_t i = 0; i < keys.size(); i++)
		keys[i] = (int)(((unsigned)i * 2654435761u) >> 7);
	int nb = argc > 3 ? 5 : 61;
	int bad = check<long>(keys, nb, 3) + check<float>(keys, nb + 6, 0.5f);
	std::printf("%s\n", bad ? "FAIL" : "PASS");
	return bad != 0;
}
