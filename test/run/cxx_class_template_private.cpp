// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// Target regions in member functions of class templates that name private
// and protected members through `this` (data members, a private member
// function, a member of a base class template), defined in the class and
// outside it, in a namespace: each instantiation's kernels and host
// fallback are friends of the class template.
#include <cstdio>

namespace num {
template <typename T>
class Base {
protected:
	T offset;
	Base(T o) : offset(o) {}
};

template <typename T, int W>
class Grid : public Base<T> {
	T *data;
	int n;
	T bias;
	int weight(int i) const { return i % 2 ? W : 1; }

public:
	Grid(int n_, T b) : Base<T>(b / 2), n(n_), bias(b)
	{
		data = new T[n];
		for (int i = 0; i < n; i++)
			data[i] = (T)(i % 13);
	}
	~Grid() { delete[] data; }
	T sum() const
	{
		T s = 0;
#pragma omp target teams distribute parallel for reduction(+: s) map(to: data[0:n])
		for (int i = 0; i < n; i++)
			s += data[i] * weight(i) + bias + this->offset;
		return s;
	}
	void scale(T f);
};

template <typename T, int W>
void Grid<T, W>::scale(T f)
{
#pragma omp target teams distribute parallel for map(tofrom: data[0:n])
	for (int i = 0; i < n; i++)
		data[i] = data[i] * f + bias;
}
} // namespace num

template <typename T, int W>
static T expect(int n, T b, T f)
{
	T s = 0;
	for (int i = 0; i < n; i++)
		s += ((T)(i % 13) * f + b) * (i % 2 ? W : 1) + b + b / 2;
	return s;
}

int main()
{
	num::Grid<float, 3> g(1000, 2.0f);
	num::Grid<double, 5> h(777, 4.0);
	g.scale(2.0f);
	h.scale(0.5);
	float a = g.sum();
	double b = h.sum();
	float wa = expect<float, 3>(1000, 2.0f, 2.0f);
	double wb = expect<double, 5>(777, 4.0, 0.5);
	int bad = a != wa || b != wb;
	if (bad)
		printf("Grid<float, 3> %g (want %g), Grid<double, 5> %g (want %g)\n", a, wa, b, wb);
	printf("%s\n", bad ? "FAIL" : "PASS");
	return bad;
}
