// C++ as HeCBench writes it: a region in a free function over a
// std::vector's .data(), std::min/std::max/sqrtf and static_cast in the
// kernel, a `const T &` and a `T &` parameter read in the region, host
// code with std::chrono, auto and new[]/delete[].
// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <vector>

static void saxpy_clamp(float a, const float *x, float *y, int n)
{
#pragma omp target teams distribute parallel for map(to: x[0:n]) map(tofrom: y[0:n])
	for (int i = 0; i < n; i++)
		y[i] = std::min(a * x[i] + y[i], 100.0f);
}

static void scale(double *y, int n, const double &s, int &floor_value)
{
#pragma omp target teams distribute parallel for map(tofrom: y[0:n])
	for (int i = 0; i < n; i++)
		y[i] = std::max(std::sqrt(y[i]) * s, static_cast<double>(floor_value));
}

int main()
{
	const int n = 10000;
	std::vector<float> x(n), y(n);
	for (int i = 0; i < n; i++) {
		x[i] = static_cast<float>(i % 50);
		y[i] = 1.0f;
	}
	auto t0 = std::chrono::steady_clock::now();
	saxpy_clamp(3.0f, x.data(), y.data(), n);
	double *d = new double[n];
	for (int i = 0; i < n; i++)
		d[i] = static_cast<double>(i);
	double s = 2.0;
	int lo = 7;
	scale(d, n, s, lo);
	auto t1 = std::chrono::steady_clock::now();
	if (std::chrono::duration<double>(t1 - t0).count() < 0)
		return 2;
	int bad = 0;
	for (int i = 0; i < n; i++) {
		float ey = std::min(3.0f * static_cast<float>(i % 50) + 1.0f, 100.0f);
		double ed = std::max(std::sqrt(static_cast<double>(i)) * 2.0, 7.0);
		if (y[i] != ey || d[i] != ed) {
			if (bad++ < 5)
				printf("mismatch at %d: %f (expected %f), %f (expected %f)\n", i, y[i], ey, d[i], ed);
		}
	}
	delete[] d;
	printf("%s\n", bad ? "FAIL" : "PASS");
	return bad != 0;
}
