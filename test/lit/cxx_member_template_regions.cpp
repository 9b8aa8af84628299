// RUN: %omp2cuda++ -fopenmp %s -o %t 2>&1 | FileCheck %s --implicit-check-not=error
// RUN: env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s --check-prefix=OUT
// The target regions of a member function template (of a class or of a
// class template) are not offloaded yet: a located warning says so, the
// host compiler compiles them and they run on the host, as it runs them.
#include <cstdio>

template <typename T>
struct Vec {
	int n;
	T *d;
	// CHECK: :[[@LINE+1]]:2: warning: the target regions of member function template 'apply' are not offloaded (not supported yet)
	template <typename Op>
	void apply(Op op)
	{
#pragma omp target teams distribute parallel for map(tofrom: d[0:n])
		for (int i = 0; i < n; i++)
			d[i] = op(d[i]);
	}
};

struct Grid {
	int n;
	double *d;
	// CHECK: :[[@LINE+1]]:2: warning: the target regions of member function template 'fill' are not offloaded (not supported yet)
	template <typename V>
	void fill(V v)
	{
#pragma omp target teams distribute parallel for map(from: d[0:n])
		for (int i = 0; i < n; i++)
			d[i] = v * i;
	}
};

struct Twice {
	double operator()(double v) const { return 2 * v; }
};

int
main()
{
	double a[100], b[100];
	for (int i = 0; i < 100; i++)
		a[i] = i;
	Vec<double> v{100, a};
	v.apply(Twice{});
	v.apply(Twice{});
	Grid g{100, b};
	g.fill(0.5);
	// OUT: 396 49.5
	printf("%g %g\n", a[99], b[99]);
}
