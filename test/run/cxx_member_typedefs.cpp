// RUN: %omp2cuda -std=c++17 -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// Variables whose type is a class's member typedef, captured by regions:
// `auto n = v.size()` (std::vector<T>::size_type) in a function template
// and a function, one declared with the member typedef's name, and a
// private member typedef of the region's class; `auto` of a type the
// function declares.  The kernel's and the host fallback's parameters
// spell the types they stand for.
#include <cstdio>
#include <vector>

template <typename T>
T total(std::vector<T> &v)
{
	T *d = v.data();
	auto n = v.size();
	T s = 0;
#pragma omp target teams distribute parallel for map(to: d[0:n]) reduction(+: s)
	for (decltype(n) i = 0; i < n; i++)
		s += d[i];
	return s;
}

class Counter {
	typedef int index_t;
	index_t n_;

public:
	Counter(int n) : n_(n) {}
	long count_even(const int *a) const
	{
		index_t n = n_;
		long c = 0;
#pragma omp target teams distribute parallel for map(to: a[0:n]) reduction(+: c)
		for (index_t i = 0; i < n; i++)
			c += a[i] % 2 == 0;
		return c;
	}
};

int main()
{
	std::vector<float> f(1000, 0.5f);
	std::vector<double> d(333, 0.25);
	std::vector<int> k(999);
	for (int i = 0; i < 999; i++)
		k[i] = i;
	std::vector<int>::size_type m = k.size();
	struct Step {
		int by;
	};
	auto step = Step{2};
	int *kp = k.data();
	long sum = 0;
#pragma omp target teams distribute parallel for map(to: kp[0:m]) reduction(+: sum)
	for (std::size_t i = 0; i < m; i += step.by)
		sum += kp[i];
	int bad = total(f) != 500.0f || total(d) != 83.25 || Counter(999).count_even(kp) != 500 ||
	          sum != 499L * 500;
	printf("%s\n", bad ? "FAIL" : "PASS");
	return bad;
}
