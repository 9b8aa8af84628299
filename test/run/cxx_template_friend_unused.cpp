// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// A class template whose friend, defined in the class and never called,
// names a member function without calling it (`os << b.size`).  No valid
// specialization of that friend exists, which C++ leaves without a
// diagnostic required (C++20 13.8.1p6): gcc and clang 16 report it only
// where the friend is instantiated, never here; the front end leaves it
// to the host compiler, and the class's regions compile.
#include <cstdio>
#include <ostream>
#include <vector>

template <typename T>
struct Buffer {
	std::vector<T> data;
	explicit Buffer(size_t n) : data(n) {}
	T *actual() { return data.data(); }
	size_t size() const { return data.size(); }
	friend std::ostream &operator<<(std::ostream &os, const Buffer<T> &b) {
		os << "Buffer(size: " << b.size << ")";
		return os;
	}
};

int
main(void)
{
	Buffer<double> b(1000);
	double *p = b.actual();
	const int n = (int)b.size();
#pragma omp target teams distribute parallel for map(tofrom: p[0:n])
	for (int i = 0; i < n; i++)
		p[i] = 2.0 * i;
	int bad = 0;
	for (int i = 0; i < n; i++)
		bad |= p[i] != 2.0 * i;
	printf(bad ? "FAIL\n" : "PASS\n");
	return bad;
}
