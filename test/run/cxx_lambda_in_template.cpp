// Lambdas written in templates that device code calls, one instantiation
// each: the kernel's struct of the closure gives the enclosing template's
// parameters their arguments (a type, an integral value, a class
// template's type), so the body compiles as written: a lambda of a
// function template passed to a template whose target region runs it in
// a collapse(2) nest of blocks and threads (the shape of ported CUDA
// launches), a lambda naming a non-type parameter, one in a member
// function of a class template, and one held by a variable that a region
// of the same template captures.  Every result is checked against the
// same arithmetic on the host.
// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// CHECK: PASS
#include <cstdio>
#include <cstdint>

template <int Threads, int PerThread, typename F>
void launch_blocks(int blocks, int total, F f)
{
#pragma omp target teams distribute parallel for collapse(2) num_teams(blocks) num_threads(Threads)
	for (int b = 0; b < blocks; b++)
		for (int t = 0; t < Threads; t++) {
			int idx = b * Threads * PerThread + t;
			for (int k = 0; k < PerThread; k++)
				if (idx < total) {
					f(idx);
					idx += Threads;
				}
		}
}

template <typename F>
void apply(int n, F f)
{
#pragma omp target teams distribute parallel for
	for (int i = 0; i < n; i++)
		f(i);
}

/* out[i] = in[i] * s + 1 in T's arithmetic */
template <typename T>
void scale(T *__restrict__ out, const T *__restrict__ in, int64_t n, T s)
{
	auto body = [=](int i) {
		auto *__restrict__ o = out + i;
		*o = in[i] * s + (T)1;
	};
	launch_blocks<64, 4>((int)((n + 255) / 256), (int)n, body);
}

template <int K>
void shift(int *a, int n)
{
	apply(n, [=](int i) { a[i] = a[i] * K + K; });
}

template <typename T>
struct Grid {
	T *d;
	int n;
	void fill(T v)
	{
		T *p = d;
		apply(n, [=](int i) { p[i] = v * (T)i - (T)(i % 3); });
	}
};

template <typename T>
T sum_of_squares(const T *a, int n)
{
	auto sq = [=](int i) { return (T)a[i] * (T)a[i]; };
	T s = 0;
#pragma omp target teams distribute parallel for reduction(+: s) map(to: a[0:n])
	for (int i = 0; i < n; i++)
		s += sq(i);
	return s;
}

int main()
{
	enum { N = 5000 };
	static double x[N], y[N];
	static int a[N];
	static float g[N];
	int bad = 0;

	for (int i = 0; i < N; i++) {
		x[i] = i * 0.25;
		a[i] = i - 7;
	}
#pragma omp target data map(to: x) map(from: y) map(tofrom: a) map(from: g)
	{
		scale(y, x, N, 3.0);
		shift<5>(a, N);
		Grid<float> grid = {g, N};
		grid.fill(0.5f);
	}
	for (int i = 0; i < N && bad < 5; i++) {
		if (y[i] != x[i] * 3.0 + 1.0)
			printf("FAIL: scale at %d: %g\n", i, y[i]), bad++;
		if (a[i] != (i - 7) * 5 + 5)
			printf("FAIL: shift at %d: %d\n", i, a[i]), bad++;
		if (g[i] != 0.5f * (float)i - (float)(i % 3))
			printf("FAIL: fill at %d: %g\n", i, g[i]), bad++;
	}
	/* multiples of 1/16 below 2^49: every partial sum exact, in any order */
	double s = sum_of_squares(x, N), want = 0;
	for (int i = 0; i < N; i++)
		want += x[i] * x[i];
	if (s != want)
		printf("FAIL: sum of squares %.17g, expected %.17g\n", s, want), bad++;
	if (!bad)
		printf("PASS\n");
	return bad != 0;
}
