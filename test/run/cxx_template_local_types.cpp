// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// Types that a function template declares in its body and its regions
// use: a struct whose members have the template's type, an enum whose
// values come from a non-type parameter, an unnamed enum of constants
// (a histogram's partition size), a typedef of the parameter; and types
// that member functions declare, of a class template and of a class.
// Each instantiation's kernels and host fallback get the types with its
// own arguments.
#include <cstdio>
#include <cstdlib>
#include <omp.h>

template <typename T, int SCALE>
double weigh(const T *a, int n)
{
	struct Item {
		T value;
		int slot;
	};
	enum Weight { LIGHT = SCALE, HEAVY = 3 * SCALE };
	typedef T elem;
	double s = 0;
#pragma omp target teams distribute parallel for reduction(+: s) map(to: a[0:n])
	for (int i = 0; i < n; i++) {
		Item it = {a[i], i % 4};
		Weight w = it.slot == 0 ? HEAVY : LIGHT;
		elem v = it.value;
		s += (double)v * w;
	}
	return s;
}

template <typename T>
unsigned partition_sum(const T *img, int n)
{
	enum { PARTS = 64 };
	const int blocks = 4;
	unsigned *part = (unsigned *)malloc(blocks * PARTS * sizeof(unsigned));
#pragma omp target data map(alloc: part[0:blocks * PARTS]) map(to: img[0:n])
	{
#pragma omp target teams num_teams(blocks) thread_limit(PARTS)
		{
#pragma omp parallel num_threads(PARTS)
			{
				int t = omp_get_thread_num();
				int g = omp_get_team_num();
				unsigned *out = part + g * PARTS;
				if (t < PARTS)
					out[t] = (unsigned)img[(g * PARTS + t) % n];
			}
		}
#pragma omp target update from(part[0:blocks * PARTS])
	}
	unsigned s = 0;
	for (int i = 0; i < blocks * PARTS; i++)
		s += part[i];
	free(part);
	return s;
}

template <typename T>
struct Scaler {
	T factor;
	T apply(const T *a, int n) const
	{
		struct Term {
			T v;
			int i;
		};
		T s = 0, f = factor;
#pragma omp target teams distribute parallel for reduction(+: s) map(to: a[0:n])
		for (int i = 0; i < n; i++) {
			Term t = {a[i], i};
			s += t.i % 2 ? t.v * f : t.v;
		}
		return s;
	}
};

struct Counter {
	int count_over(const int *a, int n, int limit)
	{
		enum Side { BELOW, ABOVE };
		int c = 0;
#pragma omp target teams distribute parallel for reduction(+: c) map(to: a[0:n])
		for (int i = 0; i < n; i++) {
			Side s = a[i] > limit ? ABOVE : BELOW;
			c += s == ABOVE;
		}
		return c;
	}
};

int main()
{
	enum { N = 1000 };
	static float f[N];
	static int k[N];
	double want1 = 0, want2 = 0;
	unsigned want3 = 0;
	int bad = 0;

	for (int i = 0; i < N; i++) {
		f[i] = (float)(i % 17) * 0.5f;
		k[i] = i % 23;
		want1 += (double)f[i] * (i % 4 == 0 ? 6 : 2);
		want2 += (double)k[i] * (i % 4 == 0 ? 15 : 5);
	}
	for (int i = 0; i < 4 * 64; i++)
		want3 += (unsigned)k[i % N];
	double got1 = weigh<float, 2>(f, N), got2 = weigh<int, 5>(k, N);
	unsigned got3 = partition_sum(k, N), got4 = partition_sum(f, N);
	unsigned want4 = 0;
	for (int i = 0; i < 4 * 64; i++)
		want4 += (unsigned)f[i % N];
	float want5 = 0;
	int want6 = 0;
	for (int i = 0; i < N; i++) {
		want5 += i % 2 ? f[i] * 3.0f : f[i];
		want6 += k[i] > 11;
	}
	Scaler<float> sc = {3.0f};
	Counter ct;
	float got5 = sc.apply(f, N);
	int got6 = ct.count_over(k, N, 11);
	if (got5 != want5 || got6 != want6) {
		printf("Scaler<float>::apply %g (want %g), Counter::count_over %d (want %d)\n", got5,
		       want5, got6, want6);
		bad = 1;
	}
	if (got1 != want1 || got2 != want2 || got3 != want3 || got4 != want4) {
		printf("weigh<float,2> %g (want %g), weigh<int,5> %g (want %g), partition_sum %u/%u "
		       "(want %u/%u)\n",
		       got1, want1, got2, want2, got3, got4, want3, want4);
		bad = 1;
	}
	printf("%s\n", bad ? "FAIL" : "PASS");
	return bad;
}
