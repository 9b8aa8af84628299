// A region in a function template instantiated for float, double and int
// (one kernel set each, T the instantiation's type in the kernel), a
// reduction over T, and a non-type parameter; each checked against the
// host's computation.
// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
#include <cmath>
#include <cstdio>
#include <vector>

template <typename T>
T scale_sum(T *y, const T *x, T s, int n)
{
	T sum = 0;
#pragma omp target teams distribute parallel for map(tofrom: y[0:n]) map(to: x[0:n]) reduction(+: sum)
	for (int i = 0; i < n; i++) {
		T t = s * x[i] + (T)(i % 7) / (T)2;
		y[i] += t;
		sum += t;
	}
	return sum;
}

template <int STRIDE>
void strided(int *a, int n)
{
#pragma omp target teams distribute parallel for map(from: a[0:n])
	for (int i = 0; i < n; i++)
		a[i] = (i / STRIDE) * STRIDE;
}

template <typename T>
static int check(T s, int n)
{
	std::vector<T> y(n), x(n), want(n);
	T sum_want = 0;
	for (int i = 0; i < n; i++) {
		x[i] = (T)(i % 13);
		y[i] = want[i] = (T)(i % 5);
		T t = s * x[i] + (T)(i % 7) / (T)2;
		want[i] += t;
		sum_want += t;
	}
	T sum = scale_sum<T>(y.data(), x.data(), s, n);
	int bad = 0;
	for (int i = 0; i < n; i++)
		bad += std::fabs((double)(y[i] - want[i])) > 1e-6 * (1 + std::fabs((double)want[i]));
	bad += std::fabs((double)(sum - sum_want)) > 1e-4 * (1 + std::fabs((double)sum_want));
	return bad;
}

int main()
{
	const int n = 100000;
	int bad = check<float>(1.5f, n) + check<double>(2.25, n) + check<int>(3, n);
	std::vector<int> a(n);
	strided<64>(a.data(), n);
	for (int i = 0; i < n; i++)
		bad += a[i] != (i / 64) * 64;
	printf("%s\n", bad ? "FAIL" : "PASS");
	return bad != 0;
}
