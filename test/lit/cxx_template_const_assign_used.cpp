// An assignment to a const member in a class template's member that the
// program instantiates: gcc's error at the user's line, and the driver's
// own line says the host compiler rejects the user's code (the front end
// leaves these checks to it: test/run/cxx_template_const_assign.cpp), not
// that omp2cuda made an error.
// RUN: not %omp2cuda -c %s -o /dev/null 2>&1 | FileCheck %s
// CHECK: cxx_template_const_assign_used.cpp:[[@LINE+11]]:{{[0-9]+}}: error: assignment of read-only member
// CHECK: omp2cuda: error: g++ rejects {{.*}}cxx_template_const_assign_used.cpp (its messages above)
// CHECK-NOT: internal error
#include <cstddef>

template <typename T>
struct Grid {
	const size_t n;
	T *data;
	explicit Grid(size_t n) : n(n), data(new T[n]) {}
	Grid &operator=(const Grid &o) {
		n = o.n;
		data = o.data;
		return *this;
	}
};

void fill(Grid<double> &g, const Grid<double> &h)
{
	g = h;
	double *d = g.data;
	const int n = (int)g.n;
#pragma omp target teams distribute parallel for map(from: d[0:n])
	for (int i = 0; i < n; i++)
		d[i] = i;
}
