// RUN: %omp2cuda -std=c++17 -O2 %s -o %t && %run %t | FileCheck %s
// RUN: env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// CHECK: PASS
// A class template over an enumeration whose member function chooses a
// region by `if constexpr`: each instantiation compiles the branch it takes
// (the other's region is not in its code, frontend/cxx_templates.c
// cxx_templates_discarded), its alias `constexpr Kind K = Kind::Sum` names
// the enumeration, which the kernels' file declares, and the regions read a
// static constexpr member array, bound in the host code as declared (const).

#include <cmath>
#include <cstdio>
#include <vector>

enum class Kind { Sum, Max };

template <Kind K> struct Reducer {
	static constexpr double weight[4] = {1.0, 2.0, 3.0, 4.0};
	double run(const std::vector<double> &v) const
	{
		const double *p = v.data();
		int n = (int)v.size();
		double r = 0;
		if constexpr (K == Kind::Sum) {
#pragma omp target teams distribute parallel for reduction(+: r) map(to: p[0:n])
			for (int i = 0; i < n; i++)
				r += p[i] * weight[i % 4];
		} else {
#pragma omp target teams distribute parallel for reduction(max: r) map(to: p[0:n])
			for (int i = 0; i < n; i++)
				r = std::fmax(r, p[i] * weight[i % 4]);
		}
		return r;
	}
};

int
main()
{
	std::vector<double> v(1000);
	double sum = 0, max = 0;
	for (int i = 0; i < 1000; i++) {
		v[i] = 0.25 * i;
		sum += v[i] * (i % 4 + 1);
		max = std::fmax(max, v[i] * (i % 4 + 1));
	}
	double gs = Reducer<Kind::Sum>().run(v), gm = Reducer<Kind::Max>().run(v);
	if (gs != sum || gm != max) {
		std::printf("FAIL: %.3f %.3f, expected %.3f %.3f\n", gs, gm, sum, max);
		return 1;
	}
	std::printf("PASS\n");
	return 0;
}
