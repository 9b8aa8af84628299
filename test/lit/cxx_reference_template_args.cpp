// A member function template's parameter `T &v` is `int &` for T `int`
// and for T `int &` (reference collapsing): the specialization's USR
// tells which, and each has its own instance and branch.
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s
// CHECK: if constexpr (__is_same(T, int &)) /* S::run<int &> */
// CHECK: else if constexpr (__is_same(T, int)) /* S::run<int> */
struct S {
	template <typename T>
	void run(T &v, int *a, int n)
	{
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
		for (int i = 0; i < n; i++)
			a[i] += v;
	}
};

void use(int *a, int n)
{
	int x = 2;
	S s;
	s.run<int &>(x, a, n);
	s.run(x, a, n);
}
