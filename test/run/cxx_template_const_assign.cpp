// RUN: %omp2cuda -std=c++11 -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// Templates whose definitions assign to something const, in members never
// instantiated: a move assignment of a class template with const sizes, a
// member of a const member function, a const local of a function template.
// No valid specialization of those members exists, which C++ leaves
// without a diagnostic required (C++20 13.8.1p6): gcc reports it where a
// member is instantiated, never here; the front end leaves it to the host
// compiler, and the regions beside it compile.
#include <cstddef>
#include <cstdio>
#include <utility>

template <typename T>
struct Grid {
	const size_t nx, ny;
	T *data;

	Grid(size_t nx, size_t ny) : nx(nx), ny(ny), data(new T[nx * ny]) {}
	Grid &operator=(Grid &&other) noexcept {
		nx = other.nx;
		ny = other.ny;
		std::swap(data, other.data);
		return *this;
	}
	void reset() const { data = nullptr; }
	~Grid() { delete[] data; }
};

template <typename T>
T never_called()
{
	const T x = T();
	x = T(1);
	return x;
}

template <typename T>
void fill(Grid<T> &g)
{
	T *d = g.data;
	const int nx = (int)g.nx, ny = (int)g.ny;
#pragma omp target teams distribute parallel for collapse(2) map(from: d[0:nx * ny])
	for (int j = 0; j < ny; j++)
		for (int i = 0; i < nx; i++)
			d[i + j * nx] = (T)(i + 100 * j);
}

int main()
{
	Grid<double> g(30, 20);
	fill(g);
	int bad = 0;
	for (int j = 0; j < 20; j++)
		for (int i = 0; i < 30; i++)
			bad |= g.data[i + j * 30] != (double)(i + 100 * j);
	printf("%s\n", bad ? "FAIL" : "PASS");
	return bad;
}
