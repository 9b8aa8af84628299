// RUN: %omp2cuda -O2 -DOMP_TARGET %s -o %t && %run %t | FileCheck %s
// RUN: %omp2cuda -O2 %s -o %t2 && %run %t2 | FileCheck %s
// C++ with HeCBench's idiom: `#ifdef OMP_TARGET` chooses between a
// target parallel directive and a host parallel one, both before one
// statement (a do-while that each thread runs, a worksharing loop with
// nowait inside), in a function template; the statement is the one the
// preprocessor leaves, on the GPU and in the host fallback.
#include <cstdio>
#include <vector>

template <typename T>
static void
relax(T *v, int n, int threads)
{
	bool again;
#ifdef OMP_TARGET
#pragma omp target parallel num_threads(threads) map(tofrom: v[0:n]) private(again)
#else
#pragma omp parallel num_threads(threads) private(again)
#endif
	// every thread repeats its share until nothing in it changes
	do {
		again = false;
#pragma omp for nowait
		for (int i = 0; i < n; i++)
			if (v[i] < T(i)) {
				v[i] += T(1);
				again = true;
			}
	} while (again);
}

int
main()
{
	const int n = 300;
	std::vector<float> v(n, 0.0f);
	std::vector<int> w(n, 0);

	relax(v.data(), n, 64);
	relax(w.data(), n, 32);
	int bad = 0;
	for (int i = 0; i < n; i++)
		bad |= v[i] != float(i) || w[i] != i;
	std::printf("%s\n", bad ? "FAIL" : "PASS");
	return bad;
}
// CHECK: PASS
