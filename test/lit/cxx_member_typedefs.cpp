// A variable whose type is a class's member typedef (`auto n = v.size()`:
// std::vector<float>::size_type, which clang spells `size_type`), or a
// private member typedef, captured by a region: the kernel's and the host
// fallback's parameters spell the type it stands for.
// RUN: %omp2cuda -std=c++17 --emit-cuda %s -o - | FileCheck %s
// RUN: %omp2cuda -std=c++17 --emit-host %s -o - | FileCheck %s --check-prefix=HOST
// CHECK: o2c_cxx_member_typedefs_{{[0-9]+}}(unsigned long n, float *o2c_ref_s, const float *__restrict__ d, O2cDone o2c_done)
// CHECK: o2c_cxx_member_typedefs_{{[0-9]+}}(int m, long *o2c_ref_c, const int *__restrict__ a, O2cDone o2c_done)
// HOST: {{^}}o2c_cxx_member_typedefs_{{[0-9]+}}_host(unsigned long n, float *o2c_ref_s, float *d)
#include <vector>

float total(std::vector<float> &v)
{
	float *d = v.data();
	auto n = v.size();
	float s = 0;
#pragma omp target teams distribute parallel for map(to: d[0:n]) reduction(+: s)
	for (decltype(n) i = 0; i < n; i++)
		s += d[i];
	return s;
}

class Counter {
	typedef int index_t;
	index_t n_;

public:
	long count(const int *a) const
	{
		index_t m = n_;
		long c = 0;
#pragma omp target teams distribute parallel for map(to: a[0:m]) reduction(+: c)
		for (index_t i = 0; i < m; i++)
			c += a[i] > 0;
		return c;
	}
};

long use(const int *a)
{
	return Counter().count(a);
}
