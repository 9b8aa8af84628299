// RUN: %omp2cuda++ -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: known 0 0 0 0
// CHECK: PASS
// E2E-ENV: OMP2CUDA_KNOWN_ARGS=off
// Known arguments in C++ (lowering/known.c): each instantiation of a
// function template has the values its own calls pass (scale<float> 3
// and true, scale<double> 5 and false), a member function those of the
// calls on its objects, and a function whose calls pass two values for a
// parameter has none for it.  Each result against the host's.
#include <cstdio>
#include <vector>

template <typename T>
void scale(T *a, int n, int factor, bool negate)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	for (int i = 0; i < n; i++)
		a[i] = (negate ? -a[i] : a[i]) * factor + i / factor;
}

struct Smoother {
	std::vector<float> v;
	void run(int n, int radius)
	{
		float *p = v.data();
		std::vector<float> out(n);
		float *o = out.data();
#pragma omp target teams distribute parallel for map(to: p[0:n]) map(from: o[0:n])
		for (int i = 0; i < n; i++) {
			float s = 0;
			for (int k = -radius; k <= radius; k++) {
				int j = i + k < 0 ? 0 : (i + k >= n ? n - 1 : i + k);
				s += p[j];
			}
			o[i] = s / (2 * radius + 1);
		}
		v = out;
	}
};

static void
offsets(int *a, int n, int by)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	for (int i = 0; i < n; i++)
		a[i] += i % by;
}

int main()
{
	const int n = 3000;
	int bad[4] = {0, 0, 0, 0};
	std::vector<float> f(n), fr(n);
	std::vector<double> d(n), dr(n);
	for (int i = 0; i < n; i++)
		f[i] = fr[i] = (float)(i % 17), d[i] = dr[i] = i * 0.5;
	scale(f.data(), n, 3, true);
	scale(d.data(), n, 5, false);
	for (int i = 0; i < n; i++) {
		fr[i] = -fr[i] * 3 + i / 3;
		dr[i] = dr[i] * 5 + i / 5;
		bad[0] += f[i] != fr[i];
		bad[1] += d[i] != dr[i];
	}
	Smoother sm;
	sm.v.assign(n, 0.f);
	for (int i = 0; i < n; i++)
		sm.v[i] = (float)(i % 9);
	std::vector<float> ref = sm.v;
	sm.run(n, 2);
	for (int i = 0; i < n; i++) {
		float s = 0;
		for (int k = -2; k <= 2; k++) {
			int j = i + k < 0 ? 0 : (i + k >= n ? n - 1 : i + k);
			s += ref[j];
		}
		bad[2] += sm.v[i] != s / 5;
	}
	std::vector<int> a(n, 1);
	offsets(a.data(), n, 7);
	offsets(a.data(), n, 11);
	for (int i = 0; i < n; i++)
		bad[3] += a[i] != 1 + i % 7 + i % 11;
	std::printf("known %d %d %d %d\n", bad[0], bad[1], bad[2], bad[3]);
	std::puts(bad[0] || bad[1] || bad[2] || bad[3] ? "FAIL" : "PASS");
	return 0;
}
