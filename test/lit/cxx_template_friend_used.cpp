// A class template's friend that names a member function without calling
// it, which the program instantiates (`std::cout << b`): gcc's error at the
// user's line, and the driver's own line says the host compiler rejects the
// user's code (the front end leaves these checks to it:
// test/run/cxx_template_friend_unused.cpp), not that omp2cuda made an error.
// RUN: not %omp2cuda -c %s -o /dev/null 2>&1 | FileCheck %s
// CHECK: cxx_template_friend_used.cpp:[[@LINE+10]]:{{[0-9]+}}: error: invalid use of non-static member function
// CHECK: omp2cuda: error: g++ rejects {{.*}}cxx_template_friend_used.cpp (its messages above)
// CHECK-NOT: internal error
#include <iostream>

template <typename T>
struct Box {
	T d;
	T size() const { return d; }
	friend std::ostream &operator<<(std::ostream &os, const Box<T> &b) {
		os << b.size;
		return os;
	}
};

int
main(void)
{
	Box<double> b{1};
	std::cout << b;
	double x[4];
#pragma omp target map(from: x[0:4])
	x[0] = 1;
	return x[0] != 1;
}
