// Target regions in member function templates of nested classes (one and
// two classes deep, a private nested class, `this` of a nested class)
// and of explicit specializations of class templates (`template <>
// struct Box<int>`, its members through `this`; a member function of
// one), a kernel per specialization.  Each is checked against a serial
// computation.
// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
#include <cstdio>

struct Outer {
	struct Inner {
		template <typename T>
		void run(T *x, int n)
		{
#pragma omp target teams distribute parallel for map(tofrom: x[0:n])
			for (int i = 0; i < n; i++)
				x[i] = x[i] * 2 + 1;
		}
	};
};

namespace ns {
struct A {
	class B {
		struct C {
			template <typename T>
			void run(T *x, int n)
			{
#pragma omp target teams distribute parallel for map(tofrom: x[0:n])
				for (int i = 0; i < n; i++)
					x[i] = x[i] - 3;
			}
		};

	public:
		float k = 2;
		template <typename T>
		void scale(T *x, int n)
		{
#pragma omp target teams distribute parallel for map(tofrom: x[0:n])
			for (int i = 0; i < n; i++)
				x[i] = x[i] * k;
		}
		void go(float *x, int n)
		{
			C c;
			c.run(x, n);
		}
	};
};

template <typename U> struct Box {
	U w;
};
template <> struct Box<int> {
	int w = 3;
	template <typename T>
	void run(T *x, int n)
	{
#pragma omp target teams distribute parallel for map(tofrom: x[0:n])
		for (int i = 0; i < n; i++)
			x[i] = x[i] * w + 1;
	}
	void twice(int *x, int n)
	{
#pragma omp target teams distribute parallel for map(tofrom: x[0:n])
		for (int i = 0; i < n; i++)
			x[i] = x[i] * w * 2;
	}
};
} // namespace ns

int main()
{
	const int n = 100;
	float f[n], g[n];
	double d[n], e[n];
	int k[n], bad = 0;

	for (int i = 0; i < n; i++)
		f[i] = g[i] = d[i] = e[i] = k[i] = i;
	Outer::Inner in;
	in.run(f, n);
	in.run(k, n);
	ns::A::B b;
	b.go(g, n);
	b.scale(d, n);
	ns::Box<int> box;
	box.run(e, n);
	box.twice(k, n);
	for (int i = 0; i < n; i++)
		bad += (f[i] != i * 2 + 1) + (g[i] != i - 3) + (d[i] != i * 2) + (e[i] != i * 3 + 1) +
		       (k[i] != (i * 2 + 1) * 6);
	std::printf("%s\n", bad ? "FAIL" : "PASS");
	return bad != 0;
}
