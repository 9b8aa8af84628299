// Reference types as template arguments of templates holding target
// regions: given explicitly (`s.run<int &>(x)`, `add<int &>(x)`,
// `W<int &>`) or deduced for a forwarding reference (`fw(x)`, `fw(3)`).
// A member function template's `T &v` parameter is `int &` for T `int`
// and for T `int &`: each specialization has its own kernel.  Each is
// checked against a serial computation.
// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
#include <cstdio>

struct S {
	template <typename T>
	void run(T &v, int *a, int n)
	{
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
		for (int i = 0; i < n; i++)
			a[i] += v;
	}
	template <typename T>
	void fw(T &&v, int *a, int n)
	{
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
		for (int i = 0; i < n; i++)
			a[i] += v * 2;
	}
};

template <typename T>
void add(T v, int *a, int n)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	for (int i = 0; i < n; i++)
		a[i] += v;
}

template <typename T> struct W {
	void run(T v, int *a, int n)
	{
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
		for (int i = 0; i < n; i++)
			a[i] -= v;
	}
};

int main()
{
	const int n = 100;
	int a[n], x = 2, bad = 0;
	S s;
	W<int &> w;

	for (int i = 0; i < n; i++)
		a[i] = i;
	s.run<int &>(x, a, n); /* +2 */
	s.run(x, a, n);        /* +2 */
	s.fw(x, a, n);         /* +4 */
	s.fw(3, a, n);         /* +6 */
	add<int &>(x, a, n);   /* +2 */
	add<const int &>(x, a, n); /* +2 */
	w.run(x, a, n);        /* -2 */
	for (int i = 0; i < n; i++)
		bad += a[i] != i + 16;
	std::printf("%s\n", bad ? "FAIL" : "PASS");
	return bad != 0;
}
