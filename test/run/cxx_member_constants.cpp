// RUN: %omp2cuda -std=c++17 -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// Constant static data members named alone in a member function's
// region (in its loop's bounds and its code; private; of a class and of
// a class template, whose host fallback is outside the class): the
// region declares constants of their names and values.
#include <cstdio>

class Smooth {
	static constexpr int R = 2;
	static const int W = 5;
	static constexpr double H = 0.5;

public:
	double run(const double *in, int n) const
	{
		double t = 0;
#pragma omp target teams distribute parallel for map(to: in[0:n]) reduction(+: t)
		for (int i = R; i < n - R; i++) {
			double s = 0;
			for (int k = -R; k <= R; k++)
				s += in[i + k];
			t += H * s / W;
		}
		return t;
	}
};

template <typename T, int B>
class Blocks {
	static constexpr int Pad = B / 2;

public:
	T run(const T *in, int n) const
	{
		T t = 0;
#pragma omp target teams distribute parallel for map(to: in[0:n]) reduction(+: t)
		for (int i = Pad; i < n - Pad; i++)
			t += in[i] * Pad;
		return t;
	}
};

int main()
{
	const int n = 1000;
	static double d[n];
	static float f[n];
	for (int i = 0; i < n; i++) {
		d[i] = i % 9;
		f[i] = (float)(i % 5);
	}
	double a = Smooth().run(d, n), wa = 0;
	for (int i = 2; i < n - 2; i++) {
		double s = 0;
		for (int k = -2; k <= 2; k++)
			s += d[i + k];
		wa += 0.5 * s / 5;
	}
	float b = Blocks<float, 8>().run(f, n), wb = 0;
	for (int i = 4; i < n - 4; i++)
		wb += f[i] * 4;
	int bad = a < wa - 1e-9 * wa || a > wa + 1e-9 * wa || b != wb;
	if (bad)
		printf("%.17g (want %.17g), %g (want %g)\n", a, wa, b, wb);
	printf("%s\n", bad ? "FAIL" : "PASS");
	return bad;
}
