// A target region in a generic lambda, or in a lambda in a template, is a
// located error (the lambda's body would be read once for every
// instantiation); regions in other lambdas compile
// (run/cxx_lambda_regions.cpp).
// RUN: not %omp2cuda -std=c++17 -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:
// A generic lambda's call operator is a member function template: no
// warning that its regions run on the host, only the error.
// RUN: not %omp2cuda -std=c++17 -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=ONE
// ONE-NOT: are not offloaded
void generic(float *a, int n)
{
	auto f = [&](auto scale) {
// CHECK: :[[@LINE+1]]:1: error: '#pragma omp target teams distribute parallel for' in a generic lambda is not supported yet: C++ target regions can be in functions, function templates, classes' and class templates' member functions, and lambdas that are neither generic nor in a template
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
		for (int i = 0; i < n; i++)
			a[i] *= scale;
	};
	f(2.0f);
}

template <typename T>
void in_template(T *a, int n)
{
	auto f = [&]() {
// CHECK: :[[@LINE+2]]:1: error: '#pragma omp target teams distribute parallel for' in a lambda in a template is not supported yet
// CHECK: :[[@LINE+1]]:1: error: the target regions of function template 'in_template' cannot be compiled for its instantiation 'in_template<float>' (the errors above)
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
		for (int i = 0; i < n; i++)
			a[i] += 1;
	};
	f();
}

void use(float *a, int n)
{
	in_template(a, n);
}
