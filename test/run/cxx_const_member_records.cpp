// Structs with const members (default member initializers, as C++ writes
// constants of a control block), mapped tofrom and changed by a target
// region (by a function it calls, through a pointer), or mapped to it and
// read by a loop's threads, in a function template's local struct too.
// Where the host fallback copies one back, it copies its bytes: such a
// class has no copy assignment (g++'s "use of deleted function
// operator=").  Checked against the values the host computes.
// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
#include <cstdint>
#include <cstdio>

struct Ctl {
	const int64_t stride = 2;
	const double scale = 0.5;
	int64_t count;
};

template <typename A>
static void visit(A *acc)
{
	acc->visits++;
}

template <typename T>
static T sweep(const T *a, int n)
{
	struct Acc {
		const T zero = T(0);
		T sum;
		int visits;
	};
	static Acc acc;
	acc.sum = acc.zero;
	acc.visits = 0;
#pragma omp target map(tofrom: acc) map(to: a[0:n])
	{
		for (int i = 0; i < n; i++)
			acc.sum += a[i];
		visit(&acc);
	}
	T total = 0;
#pragma omp target teams distribute parallel for map(to: acc, a[0:n]) reduction(+: total)
	for (int i = 0; i < n; i++)
		total += a[i] + acc.zero;
	return acc.sum + (T)acc.visits + total;
}

int main()
{
	Ctl c;
	c.count = 3;
	double a[100];
	float b[100];
	for (int i = 0; i < 100; i++) {
		a[i] = i;
		b[i] = 1.0f;
	}
#pragma omp target map(tofrom: c)
	{
		c.count = c.count * c.stride + (int64_t)(c.scale * 4);
	}
	double sa = sweep(a, 100);
	float sb = sweep(b, 100);
	int ok = c.count == 8 && sa == 9901.0 && sb == 201.0f;
	printf("%lld %g %g\n", (long long)c.count, sa, (double)sb);
	printf("%s\n", ok ? "PASS" : "FAIL");
	return !ok;
}
