// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// C++: a dot product per thread as a reduction on a parallel for nested
// in a parallel for of a teams distribute loop, in a function template
// (HeCBench attentionMultiHead's idiom): each thread of the outer loop
// reduces into its own variable, scaled after.
#include <cstdio>
#include <vector>

template <typename T>
static void
scores(const T *q, const T *k, T *dst, int rows, int steps, int dim, T scale)
{
#pragma omp target teams distribute map(to: q[0:rows * dim], k[0:rows * steps * dim]) \
	map(from: dst[0:rows * steps])
	for (int r = 0; r < rows; r++) {
#pragma omp parallel for num_threads(64)
		for (int t = 0; t < steps; t++) {
			const T *k2 = k + (r * steps + t) * dim;
			T summ = T(0);
#pragma omp parallel for reduction(+: summ)
			for (int i = 0; i < dim; i++)
				summ += q[r * dim + i] * k2[i];
			summ *= scale;
			dst[r * steps + t] = summ;
		}
	}
}

template <typename T>
static int
check(int rows, int steps, int dim)
{
	std::vector<T> q(rows * dim), k(rows * steps * dim), dst(rows * steps);
	for (int i = 0; i < rows * dim; i++)
		q[i] = T(i % 5);
	for (int i = 0; i < rows * steps * dim; i++)
		k[i] = T(i % 3);
	scores<T>(q.data(), k.data(), dst.data(), rows, steps, dim, T(2));
	int bad = 0;
	for (int r = 0; r < rows; r++)
		for (int t = 0; t < steps; t++) {
			T s = T(0);
			for (int i = 0; i < dim; i++)
				s += q[r * dim + i] * k[(r * steps + t) * dim + i];
			bad |= dst[r * steps + t] != s * T(2);
		}
	return bad;
}

int
main()
{
	int bad = check<float>(6, 40, 32) | check<int>(3, 100, 17);
	std::printf("%s\n", bad ? "FAIL" : "PASS");
	return bad;
}
// CHECK: PASS
