// Target regions in templates with template template parameters: a
// kernel per instantiation, the parameter naming the argument's template
// there.  Arguments: a class template of a namespace, an alias template,
// class templates declared after the function template, two template
// template parameters of one function template, one of two parameters,
// and a class template's template template parameter (a member
// function's region).  Each is checked against a serial computation.
// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
#include <cstdio>

namespace act {
template <typename T> struct Relu { static T apply(T x) { return x > T(0) ? x : T(0); } };
}
template <typename T, typename U = T> struct Lin { static T apply(T x) { return x * U(2); } };
template <typename T> using Twice = Lin<T>;
template <typename T> struct Acc {
	T s;
	void add(T x) { s += x; }
};

template <template <typename> class Act, template <typename> class Red, typename T>
void activate(T *a, int n)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	for (int i = 0; i < n; i++) {
		Red<T> r{T(1)};
		r.add(Act<T>::apply(a[i]));
		a[i] = r.s;
	}
}

template <template <typename, typename> class Op, typename T>
void two(T *a, int n)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	for (int i = 0; i < n; i++)
		a[i] = Op<T, int>::apply(a[i]);
}

template <template <typename> class Op>
struct Box {
	void go(float *a, int n)
	{
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
		for (int i = 0; i < n; i++)
			a[i] = Op<float>::apply(a[i]) + 1;
	}
};

template <typename T> struct Neg { static T apply(T x) { return -x; } };

int main()
{
	const int n = 100;
	float f[n], g[n];
	double d[n], e[n];
	int k[n], bad = 0;

	for (int i = 0; i < n; i++) {
		f[i] = g[i] = i - 50;
		d[i] = i - 50;
		e[i] = i;
		k[i] = i;
	}
	activate<act::Relu, Acc>(f, n);
	activate<Twice, Acc>(d, n);
	activate<Neg, Acc>(k, n);
	two<Lin>(e, n);
	Box<Neg> b;
	b.go(g, n);
	for (int i = 0; i < n; i++)
		bad += (f[i] != 1 + (i - 50 > 0 ? i - 50 : 0)) + (d[i] != 1 + 2.0 * (i - 50)) +
		       (k[i] != 1 - i) + (e[i] != 2.0 * i) + (g[i] != 51 - i);
	std::printf("%s\n", bad ? "FAIL" : "PASS");
	return bad != 0;
}
