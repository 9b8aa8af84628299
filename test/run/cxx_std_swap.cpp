// RUN: %omp2cuda -std=c++17 -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// std::swap of arithmetic values in device code in C++17, where it is not
// constexpr (omp2cuda_swap.h): a compare-exchange step of a sort network,
// qualified and through `using std::swap`, of floats, ints and doubles.
#include <cstdio>
#include <utility>

int main()
{
	const int n = 1024;
	static float key[n];
	static int id[n];
	static double w[n];
	for (int i = 0; i < n; i++) {
		key[i] = (float)((i * 37) % 101);
		id[i] = i;
		w[i] = 0.5 * i;
	}
#pragma omp target teams distribute parallel for map(tofrom: key[0:n], id[0:n], w[0:n])
	for (int i = 0; i < n; i += 2) {
		if (key[i] > key[i + 1]) {
			std::swap(key[i], key[i + 1]);
			using std::swap;
			swap(id[i], id[i + 1]);
		}
		std::swap(w[i], w[i + 1]);
	}
	int bad = 0;
	for (int i = 0; i < n; i += 2) {
		float a = (float)((i * 37) % 101), b = (float)(((i + 1) * 37) % 101);
		int swapped = a > b;
		bad |= key[i] > key[i + 1] || id[i] != (swapped ? i + 1 : i) ||
		       id[i + 1] != (swapped ? i : i + 1) || w[i] != 0.5 * (i + 1) || w[i + 1] != 0.5 * i;
	}
	printf("%s\n", bad ? "FAIL" : "PASS");
	return bad;
}
