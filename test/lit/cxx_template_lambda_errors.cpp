// Lambdas passed to a function template with a target region that the
// kernel cannot take as a struct of its captures: one capturing `this`
// or by reference (the host's storage), a generic one (its call operator
// a template), one naming a local constexpr variable of a type other
// than an integer's, which it does not capture, and one written in a
// template that two of its instantiations pass, whose closure types would
// share its text (one instantiation's lambda compiles:
// test/run/cxx_lambda_in_template.cpp).
// RUN: not %omp2cuda -c %s -o %t.o 2>&1 | FileCheck %s
// RUN: not %omp2cuda -c %s -o %t.o 2>&1 | grep -c 'error:' | FileCheck %s --check-prefix=COUNT
// COUNT: {{^}}6{{$}}
// RUN: not %omp2cuda -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=LAST
template <class F>
void apply(int n, float *a, F f)
{
// LAST: :[[@LINE+1]]:1: error: the target regions of function template 'apply' cannot be compiled for its instantiation 'apply<lambda@{{[0-9]+}}:14>' (the errors above)
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	for (int i = 0; i < n; i++)
		a[i] = f(a[i]);
}

struct Scaler {
	float k;
// CHECK-DAG: :[[@LINE+1]]:35: error: a lambda that device code calls (passed to a template that holds a target construct, or held by a variable a region captures) is not supported here: it captures 'this', a host object the device cannot reach
	void run(float *a) { apply(4, a, [=](float x) { return x * k; }); }
};

// CHECK-DAG: :[[@LINE+4]]:14: error: a lambda that device code calls (passed to a template that holds a target construct, or held by a variable a region captures) is not supported here: it is written in a template and passed to device code by more than one of its instantiations (a closure type each), which would share its text
template <int K>
void shift(float *a)
{
	apply(4, a, [=](float x) { return x + K; });
}

int main()
{
	float a[4] = {0}, s = 2;
	constexpr float half = 0.5f;
// CHECK-DAG: :[[@LINE+1]]:14: error: a lambda that device code calls (passed to a template that holds a target construct, or held by a variable a region captures) is not supported here: it captures a variable by reference, the host's storage; capture by copy ([=])
	apply(4, a, [&](float x) { return x * s; });
// CHECK-DAG: :[[@LINE+1]]:14: error: a lambda that device code calls (passed to a template that holds a target construct, or held by a variable a region captures) is not supported here: a generic lambda's call operator is a template
	apply(4, a, [](auto x) { return x + 1; });
// CHECK-DAG: :[[@LINE+1]]:40: error: 'half', a local variable the lambda does not capture, in a lambda that a target region calls is not supported yet
	apply(4, a, [=](float x) { return x * half; });
	Scaler t{1};
	t.run(a);
	shift<1>(a);
	shift<2>(a);
	return 0;
}
