// RUN: %omp2cuda -std=c++17 -O2 %s -o %t && %run %t | FileCheck %s
// RUN: env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// CHECK: PASS
// Variable templates in device code: the library's traits
// (std::is_same_v, std::is_integral_v) and the file's own constexpr ones,
// at namespace scope and in a namespace, named in a function template's
// region (each instantiation's kernel names them with its arguments) and
// in a plain region, and one whose initializer names another variable
// template and a constexpr function that no region names.  Each is a
// constant: the .cu file copies the file's templates with what their
// initializers name, and gets the library's from its headers.

#include <cstdio>
#include <type_traits>

template <class T> constexpr int lanes_v = 16 / (int)sizeof(T);
template <class T> constexpr T third_v = T(1) / T(3);
namespace cfg {
template <int N> constexpr int pow2_v = 1 << N;
}
constexpr int sq(int x) { return x * x; }
template <class T> constexpr T base_v = T(3);
template <class T> constexpr T derived_v = base_v<T> * 2 + (T)sq(2);

template <class T> void fill(T *a, int n)
{
#pragma omp target teams distribute parallel for map(from: a[0:n])
	for (int i = 0; i < n; i++) {
		T v = (T)(i % lanes_v<T>)*third_v<T>;
		if (std::is_same_v<T, double>)
			v += cfg::pow2_v<3>;
		a[i] = v;
	}
}

int main()
{
	const int n = 300;
	double d[n];
	float f[n];
	int k[n], ks = 0;
	fill(d, n);
	fill(f, n);
	fill(k, n);
#pragma omp target map(tofrom: ks)
	ks = lanes_v<char> + cfg::pow2_v<4> + (std::is_integral_v<long> ? 1 : 0) + derived_v<int>;
	int bad = ks != 43;
	for (int i = 0; i < n; i++)
		bad += d[i] != (double)(i % 2) * (1.0 / 3.0) + 8 || f[i] != (float)(i % 4) * (1.0f / 3.0f) ||
		       k[i] != 0;
	std::printf("%s\n", bad ? "FAIL" : "PASS");
	return bad != 0;
}
