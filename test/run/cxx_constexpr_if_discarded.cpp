// RUN: %omp2cuda -std=c++17 -O2 %s -o %t && %run %t | FileCheck %s
// RUN: env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// CHECK: PASS
// `if constexpr` inside the regions of templates whose discarded branch
// does not compile with the instantiation's arguments (a shift of a
// float, a static_assert): each instantiation's kernels and host fallback
// empty the branches it discards, as C++ does not instantiate them.
// Branches with and without braces, an else-if chain on an enumeration
// parameter, a bool parameter, in a function template and in a member
// function of a class template.

#include <cmath>
#include <cstdio>
#include <type_traits>

template <typename T, bool Accumulate = false> void halve(T *y, const T *x, int n)
{
#pragma omp target teams distribute parallel for map(to: x[0:n]) map(tofrom: y[0:n])
	for (int i = 0; i < n; i++) {
		T v;
		if constexpr (std::is_floating_point_v<T>)
			v = x[i] * (T)0.5;
		else
			v = x[i] >> 1;
		if constexpr (Accumulate)
			y[i] += v;
		else
			y[i] = v;
	}
}

enum class Norm { L1, L2, Mod3 };

template <typename T, Norm N> struct Reducer {
	T run(const T *a, int n) const
	{
		T r = 0;
#pragma omp target teams distribute parallel for map(to: a[0:n]) reduction(+: r)
		for (int i = 0; i < n; i++) {
			if constexpr (N == Norm::L1) {
				if constexpr (std::is_unsigned_v<T>)
					r += a[i];
				else
					r += a[i] < 0 ? -a[i] : a[i];
			} else if constexpr (N == Norm::L2) {
				r += a[i] * a[i];
			} else {
				static_assert(N == Norm::Mod3, "an integer type");
				r += (T)(a[i] % 3);
			}
		}
		return r;
	}
};

int main()
{
	const int n = 500;
	float f[n], fy[n];
	int k[n], ky[n];
	double d[n];
	unsigned u[n];
	for (int i = 0; i < n; i++) {
		f[i] = i * 1.5f;
		k[i] = i * 3;
		fy[i] = 1;
		ky[i] = 2;
		d[i] = i * 0.5 - 100;
		u[i] = i * 3u;
	}
	halve(fy, f, n);
	halve<int, true>(ky, k, n);
	halve<float, true>(fy, f, n);
	int bad = 0;
	for (int i = 0; i < n; i++)
		bad += fy[i] != f[i] * 0.5f * 2 || ky[i] != 2 + ((i * 3) >> 1);
	double l1 = Reducer<double, Norm::L1>().run(d, n), l2 = Reducer<double, Norm::L2>().run(d, n);
	unsigned lu = Reducer<unsigned, Norm::L1>().run(u, n);
	int lm = Reducer<int, Norm::Mod3>().run(k, n);
	double e1 = 0, e2 = 0;
	unsigned eu = 0;
	int em = 0;
	for (int i = 0; i < n; i++) {
		e1 += std::fabs(d[i]);
		e2 += d[i] * d[i];
		eu += u[i];
		em += k[i] % 3;
	}
	bad += std::fabs(l1 - e1) > 1e-9 * e1 || std::fabs(l2 - e2) > 1e-9 * e2 || lu != eu || lm != em;
	std::printf("%s\n", bad ? "FAIL" : "PASS");
	return bad != 0;
}
