// Members of a base class named qualified, with `this` implied, in target
// regions of member functions: a call `Base<T>::sum()` of a class
// template's base (the dependent base's members need the qualifier), a
// data member `Base<T>::scale`, and `Plain::get()` of a plain class's
// base that the derived class hides; the kernels and host fallbacks,
// outside the classes, name them through the pointer for `this`.
// Checked against the same calls on the host.
// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
#include <cstdio>

template <typename T>
struct Base {
	T data[16];
	T scale;
	T sum() const
	{
		T s = 0;
		for (int i = 0; i < 16; i++)
			s += data[i];
		return s;
	}
};

template <typename T>
struct Derived : protected Base<T> {
	Derived()
	{
		for (int i = 0; i < 16; i++)
			Base<T>::data[i] = (T)(i + 1);
		Base<T>::scale = 2;
	}
	T run()
	{
		T out = 0;
#pragma omp target teams map(tofrom: this[:1], out) num_teams(1)
#pragma omp parallel
		{
			T a = Base<T>::sum() * Base<T>::scale;
#pragma omp single
			out = a;
		}
		return out;
	}
	T host() const { return Base<T>::sum() * Base<T>::scale; }
};

struct Plain {
	int k = 7;
	int get() const { return k * 3; }
};

struct Wrap : Plain {
	int get() const { return -1; } /* hides Plain::get */
	int run()
	{
		int r[4];
#pragma omp target teams distribute parallel for map(from: r) map(to: this[:1])
		for (int i = 0; i < 4; i++)
			r[i] = Plain::get() + i + Plain::k;
		return r[0] + r[1] + r[2] + r[3];
	}
};

int main()
{
	Derived<int> di;
	Derived<double> dd;
	Wrap w;
	int ri = di.run(), rw = w.run();
	double rd = dd.run();
	int ok = ri == di.host() && rd == dd.host() && rw == 4 * (21 + 7) + 6;
	printf("%d %g %d\n", ri, rd, rw);
	printf("%s\n", ok ? "PASS" : "FAIL");
	return !ok;
}
