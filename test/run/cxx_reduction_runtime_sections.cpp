// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: %omp2cuda -O2 %s -o %t && env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// CHECK: PASS
// A histogram in a function template of the bin type, its bins a
// std::vector's storage whose length the caller gives: the reduction of
// the runtime-length section updates the device copy atomically, for
// each instantiation; and a max and a min per bin by std::max and
// std::min (the element either argument), each an atomic compare.
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s --check-prefix=CUDA
// CUDA: auto o2c_e = (keys[i]); bool o2c_hit = o2c_atomic_compare<O2C_CMP_LT>(&(hi[
// CUDA: auto o2c_e = (keys[i] / 3); bool o2c_hit = o2c_atomic_compare<O2C_CMP_GT>(&(lo[
#include <algorithm>
#include <cstdio>
#include <vector>

template <typename T>
static void histogram(const int *keys, int n, T *bins, int nb, T weight)
{
#pragma omp target teams distribute parallel for map(to: keys[0:n]) reduction(+: bins[:nb])
	for (int i = 0; i < n; i++)
		bins[keys[i] % nb] += weight;
}

/* the largest and the smallest key of each bin, by std::max and std::min */
static void extremes(const int *keys, int n, int *hi, int *lo, int nb)
{
#pragma omp target teams distribute parallel for map(to: keys[0:n]) reduction(max: hi[0:nb]) reduction(min: lo[0:nb])
	for (int i = 0; i < n; i++) {
		hi[keys[i] % nb] = std::max(hi[keys[i] % nb], keys[i]);
		lo[keys[i] % nb] = std::min(keys[i] / 3, lo[keys[i] % nb]);
	}
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
	std::vector<int> hi(nb, -1), lo(nb, 1 << 30), hiref(hi), loref(lo);
	extremes(keys.data(), (int)keys.size(), hi.data(), lo.data(), nb);
	for (int k : keys) {
		hiref[k % nb] = std::max(hiref[k % nb], k);
		loref[k % nb] = std::min(loref[k % nb], k / 3);
	}
	bad += hi != hiref || lo != loref;
	std::printf("%s\n", bad ? "FAIL" : "PASS");
	return bad != 0;
}
