// Lambdas defined and called inside regions: capturing by reference
// ([&]: the region's own variables and its captures), by copy ([=]),
// generic (auto parameter), one writing through a captured pointer (so
// the array is written back), and one in a function the region calls.
// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
#include <cstdio>

static float blend(float x, float y)
{
	auto mix = [x](float w) { return x * w; };
	return mix(0.5f) + y;
}

static void run(float *a, float *b, int n, float k)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:n]) map(tofrom: b[0:n])
	for (int i = 0; i < n; i++) {
		float base = 1;
		auto f = [&](int j) { return a[j] * k + base; };
		auto g = [=](int j) { return b[j] + k; };
		auto twice = [](auto v) { return v + v; };
		auto put = [&](int j, float v) { b[j] = v; };
		float r = f(i) + g(i) + twice(2) + twice(0.25f);
		put(i, blend(r, 1));
	}
}

int main()
{
	const int n = 1000;
	static float a[n], b[n];
	for (int i = 0; i < n; i++) {
		a[i] = i;
		b[i] = 2 * i;
	}
	run(a, b, n, 3);
	int bad = 0;
	for (int i = 0; i < n; i++) {
		float r = (i * 3.0f + 1) + (2.0f * i + 3) + 4 + 0.5f;
		float e = r * 0.5f + 1;
		if (b[i] != e || a[i] != i) {
			if (bad++ < 5)
				printf("mismatch at %d: %f (expected %f)\n", i, b[i], e);
		}
	}
	printf("%s\n", bad ? "FAIL" : "PASS");
	return bad != 0;
}
