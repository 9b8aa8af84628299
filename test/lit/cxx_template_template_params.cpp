// A region in a function template with a template template parameter:
// the instance's code names the argument through an alias template of
// the parameter's own parameters, and the host code selects the instance
// by the template (o2c_same_template).  A template with a value
// parameter is a located error.
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s --check-prefix=HOST
// RUN: not %omp2cuda -DVALUE %s 2>&1 | FileCheck %s --check-prefix=ERR
// CHECK: template <typename O2cA0> using Act = ::ns::Relu<O2cA0>;
// CHECK: __global__ void
// CHECK: a[i] = Act<T>::apply(a[i]);
// HOST: if constexpr (o2c_same_template<Act, ::ns::Relu>::value && __is_same(T, float)) /* activate<ns::Relu, float> */
// ERR: cxx_template_template_params.cpp:[[@LINE+20]]:1: error: a target region in function template 'shift' instantiated as 'shift<>(int *, int)' is not supported yet: its template arguments must be types, integral values, templates of type parameters
namespace ns {
template <typename T> struct Relu {
	static T apply(T x) { return x > T(0) ? x : T(0); }
};
}

template <template <typename> class Act, typename T>
void activate(T *a, int n)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	for (int i = 0; i < n; i++)
		a[i] = Act<T>::apply(a[i]);
}

template <int N> struct Shift {
	static int apply(int x) { return x << N; }
};

#ifdef VALUE
template <template <int> class Op>
void shift(int *a, int n)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	for (int i = 0; i < n; i++)
		a[i] = Op<2>::apply(a[i]);
}
#endif

void use(float *f, int *k, int n)
{
	activate<ns::Relu>(f, n);
#ifdef VALUE
	shift<Shift>(k, n);
#endif
}
