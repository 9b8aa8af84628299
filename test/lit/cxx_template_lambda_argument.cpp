// RUN: not %omp2cuda %s -o %t 2>&1 | FileCheck %s
// A lambda passed to a function template whose target region calls it:
// the kernel would need the lambda's type by a name and with the
// captures' layout the host compiler gave it.  An error at the lambda,
// whether it is written after the template or before it.

template <typename F> void apply(F f, int n, int *out)
{
#pragma omp target teams distribute parallel for map(from: out[0:n])
	for (int i = 0; i < n; i++)
		out[i] = f(i);
}

template <typename F> void apply_first(F f, int *out);

static int first(int *out)
{
	int k = 2;
	// CHECK: :[[@LINE+1]]:14: error: a lambda passed to template 'apply_first', which holds a target construct, is not supported yet
	apply_first([=](int i) { return i * k; }, out);
	return out[0];
}

template <typename F> void apply_first(F f, int *out)
{
#pragma omp target map(from: out[0:1])
	out[0] = f(1);
}

int main(void)
{
	int out[16], k = 3;
	// CHECK: :[[@LINE+1]]:15: error: a lambda passed to template 'apply', which holds a target construct, is not supported yet: its type has no name that the kernel and the host code could both spell
	auto twice = [=](int i) { return k * i; };
	apply(twice, 16, out);
	return first(out) + out[3];
}
