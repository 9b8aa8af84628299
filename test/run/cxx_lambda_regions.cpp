// RUN: %omp2cuda -std=c++17 -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// Target regions inside lambdas: a timing harness's [&] lambda around a
// region (called twice), a lambda that a member function defines and
// whose region uses the object's members through `this`, one that
// captures by copy, and one kept in a std::function and called later.
#include <chrono>
#include <cstdio>
#include <functional>

template <typename F>
static double timed(F &&f)
{
	auto t0 = std::chrono::steady_clock::now();
	f();
	return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

class Scaler {
	float factor_;
	int n_;

public:
	Scaler(float f, int n) : factor_(f), n_(n) {}
	void run(float *a)
	{
		auto body = [&]() {
#pragma omp target teams distribute parallel for map(tofrom: a[0:n_])
			for (int i = 0; i < n_; i++)
				a[i] *= factor_;
		};
		body();
	}
};

int main()
{
	const int n = 1000;
	static float a[n], b[n];
	for (int i = 0; i < n; i++)
		a[i] = i;
	double t = 0;
	for (int rep = 0; rep < 2; rep++)
		t += timed([&]() {
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
			for (int i = 0; i < n; i++)
				a[i] += 1.0f;
		});
	Scaler(0.5f, n).run(a);
	float shift = 3.0f;
	auto copy = [=](float *out) {
#pragma omp target teams distribute parallel for map(from: out[0:n])
		for (int i = 0; i < n; i++)
			out[i] = shift * i;
	};
	std::function<void()> later = [&]() {
#pragma omp target teams distribute parallel for map(tofrom: b[0:n])
		for (int i = 0; i < n; i++)
			b[i] += 1.0f;
	};
	copy(b);
	later();
	int bad = t < 0;
	for (int i = 0; i < n; i++)
		bad |= a[i] != 0.5f * (i + 2) || b[i] != 3.0f * i + 1.0f;
	printf("%s\n", bad ? "FAIL" : "PASS");
	return bad;
}
