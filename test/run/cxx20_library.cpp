// RUN: %omp2cuda -std=c++20 -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// A C++20 program: libstdc++'s headers in C++20 (<compare>, which <vector>
// and <string> include, names gcc's __float80, the type long double is
// on x86), the three-way comparison, designated initializers and
// std::span on the host, a region over a vector's data.
#include <compare>
#include <cstdio>
#include <span>
#include <string>
#include <type_traits>
#include <vector>

#if defined(__SIZEOF_FLOAT80__)
static_assert(std::is_same_v<__float80, long double>);
#endif

struct Range {
	int first, last;
	auto operator<=>(const Range &) const = default;
};

static double total(std::span<const double> v)
{
	double s = 0;
	for (double x : v)
		s += x;
	return s;
}

int main()
{
	Range r{.first = 0, .last = 1000};
	std::vector<double> v(r.last - r.first);
	double *p = v.data();
	int n = (int)v.size();
#pragma omp target teams distribute parallel for map(from: p[0:n])
	for (int i = 0; i < n; i++)
		p[i] = 0.5 * i;
	std::string label = "sum";
	double want = 0.5 * (n - 1) * n / 2;
	int bad = total(v) != want || (r <=> Range{0, 999}) <= 0;
	if (bad)
		printf("%s %g (want %g)\n", label.c_str(), total(v), want);
	printf("%s\n", bad ? "FAIL" : "PASS");
	return bad;
}
