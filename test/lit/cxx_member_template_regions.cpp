// RUN: %omp2cuda++ -fopenmp --emit-cuda %s -o - 2>%t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=WARN < %t.err
// RUN: %omp2cuda++ -fopenmp --explain %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=EXPLAIN
// RUN: %omp2cuda++ -fopenmp %s -o %t 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s --check-prefix=OUT
// The target regions of a member function template (of a class or of a
// class template) have kernels per specialization the program uses, its
// template arguments read from the specialization's parameter types and
// body; those of one whose arguments are not all found there are not
// offloaded: a located warning says so, the host compiler compiles them
// and they run on the host.
#include <cstdio>

template <typename T>
struct Vec {
	int n;
	T *d;
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
	template <typename V>
	void fill(V v)
	{
#pragma omp target teams distribute parallel for map(from: d[0:n])
		for (int i = 0; i < n; i++)
			d[i] = v * i;
	}
	template <int B>
	void shift(int k)
	{
#pragma omp target teams distribute parallel for map(tofrom: d[0:n])
		for (int i = 0; i < n; i++)
			d[i] += B * k;
	}
	// T is named only in sizeof: no place of the specialization spells it
	// WARN: :[[@LINE+1]]:2: warning: the target regions of member function template 'zero' are not offloaded (not supported yet): the template arguments of its specialization 'zero<>(char *, int)' are not all found
	template <typename T>
	void zero(char *p, int m)
	{
#pragma omp target teams distribute parallel for map(tofrom: p[0:m * sizeof(T)])
		for (int i = 0; i < m * (int)sizeof(T); i++)
			p[i] = 0;
	}
};

struct Twice {
	double operator()(double v) const { return 2 * v; }
};

// CHECK: /* instantiation Vec<double>::apply<Twice> */
// CHECK-NEXT: namespace [[NS1:o2c_i[0-9]+]] {
// CHECK-NEXT: using T = double;
// CHECK-NEXT: using Op = Twice;
// CHECK: __global__ void
// CHECK-NEXT: o2c_cxx_member_template_regions_21_double_Twice(Vec<double> *o2c_this,
// CHECK: } /* namespace [[NS1]]: Vec<double>::apply<Twice> */
// CHECK: /* instantiation Vec<double>::apply<lambda@[[L:[0-9]+]]:10> */
// CHECK: using Op = o2c_closure_[[L]]_10;
// CHECK: o2c_cxx_member_template_regions_21_double_lambda_[[L]]_10(Vec<double> *o2c_this, o2c_closure_[[L]]_10 op,
// CHECK: /* instantiation Grid::fill<double> */
// CHECK-NEXT: namespace {{o2c_i[0-9]+}} {
// CHECK-NEXT: using V = double;
// CHECK: o2c_cxx_member_template_regions_33_double(Grid *o2c_this, double v,
// CHECK: /* instantiation Grid::fill<int> */
// CHECK: o2c_cxx_member_template_regions_33_int(Grid *o2c_this, int v,
// CHECK: /* instantiation Grid::shift<4> */
// CHECK-NEXT: namespace {{o2c_i[0-9]+}} {
// CHECK-NEXT: constexpr int B = 4;
// CHECK: o2c_cxx_member_template_regions_40_4(Grid *o2c_this, int k,
// CHECK-NOT: zero
// EXPLAIN: instantiation Vec<double>::apply<Twice> (namespace
// EXPLAIN: instantiation Grid::shift<4> (namespace

int
main()
{
	double a[100], b[100];
	float z[4] = {1, 2, 3, 4};
	for (int i = 0; i < 100; i++)
		a[i] = i;
	Vec<double> v{100, a};
	v.apply(Twice{});
	double s = 0.5;
	v.apply([s](double x) { return x + s; });
	Grid g{100, b};
	g.fill(0.5);
	g.fill(2);
	g.shift<4>(2);
	g.zero<float>((char *)z, 4);
	// OUT: 198.5 206 0
	printf("%g %g %g\n", a[99], b[99], z[3]);
}
