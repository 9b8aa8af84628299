// An explicit instantiation definition of a class template (`template
// struct Sum<double>;`) instantiates every member function the template
// defines, which the file itself may never call (the program's other
// files do): each gets its regions' kernels and host code, and the host
// file keeps no target directive for the host compiler to run on the host.
// `extern template` instantiates nothing here; `template <>` is a class of
// its own.
// RUN: %omp2cuda -x c++ --explain %s 2>&1 | FileCheck %s
// RUN: %omp2cuda -x c++ --emit-host %s -o - | FileCheck %s --check-prefix=HOST
// CHECK-COUNT-2: #pragma omp target enter data map(to: p[0:len])
// CHECK-DAG: instantiation Sum<double>::run
// CHECK-DAG: instantiation Sum<float>::run
// CHECK-NOT: Sum<int>
// CHECK-NOT: Sum<long>
// HOST-NOT: {{^[ \t]*}}#pragma omp target
#include <cstddef>

template <typename T> struct Sum {
	T *a = nullptr;
	size_t n = 0;
	void setup(size_t len)
	{
		n = len;
		a = new T[n];
		T *p = a;
		for (size_t i = 0; i < n; i++)
			p[i] = (T)i;
#pragma omp target enter data map(to: p[0:len])
	}
	T run() const
	{
		T s = 0, *p = a;
		size_t len = n;
#pragma omp target teams distribute parallel for reduction(+: s)
		for (size_t i = 0; i < len; i++)
			s += p[i];
		return s;
	}
};

template <> struct Sum<long> {
	long run() const { return 0; }
};

template struct Sum<double>;
template struct Sum<float>;
extern template struct Sum<int>;
