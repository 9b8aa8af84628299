// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: %run OMP2CUDA_PIVOTS=off %t | FileCheck %s
// RUN: env OMP_TARGET_OFFLOAD=DISABLED OMP_NUM_THREADS=3 %t | FileCheck %s
// RUN: %omp2cuda --explain %s | FileCheck %s --check-prefix=EXPLAIN
// E2E-ENV: OMP2CUDA_PIVOTS=off
// E2E-PASS[OMP2CUDA_VERBOSE=1]: _pivots on .*_below on
// CHECK: PASS
// EXPLAIN: pivot rows first: o2c_pivot_rows_cxx_{{[0-9]+}}{{.*}}_pivots and
// EXPLAIN: pivot rows first: o2c_pivot_rows_cxx_{{[0-9]+}}{{.*}}_pivots and
//
// Pivot rows (lowering/pivots.c) in C++: a function template's column
// panel, one kernel pair per instantiation (long and double), in
// blocks of 12 columns of a 90 x 90 matrix, then the trailing rows'
// update on the host; each result against the same steps on the host,
// exact: the multiplier is 1 or -1, so each product is exact and a
// contracted multiply-add rounds as the separate operations do.

#include <cstdio>

const int N = 90, B = 12;

template <typename T>
static T
step(T l, T x, T p)
{
	return (x - l * p) / T(2);
}

template <typename T>
static void
panel(T *a, int n, int kb, int be)
{
	for (int k = kb; k < be; k++)
#pragma omp target teams distribute parallel for
		for (int i = k + 1; i < n; i++) {
			T l = a[(long)i * n + k] > a[(long)k * n + k] ? T(1) : T(-1);
			a[(long)i * n + k] = l;
			for (int j = k + 1; j < be; j++)
				a[(long)i * n + j] = (a[(long)i * n + j] - l * a[(long)k * n + j]) / T(2);
		}
}

template <typename T>
static void
host_panel(T *a, int n, int kb, int be)
{
	for (int k = kb; k < be; k++)
		for (int i = k + 1; i < n; i++) {
			T l = a[(long)i * n + k] > a[(long)k * n + k] ? T(1) : T(-1);
			a[(long)i * n + k] = l;
			for (int j = k + 1; j < be; j++)
				a[(long)i * n + j] = step(l, a[(long)i * n + j], a[(long)k * n + j]);
		}
}

template <typename T>
static bool
run(T scale)
{
	static T a[N * N], ref[N * N];
	long bad = 0;

	for (long e = 0; e < N * N; e++)
		a[e] = ref[e] = T((e * 7919 + 13) % 1009 - 500) / scale;
	for (int kb = 0; kb < N; kb += B) {
		int be = kb + B < N ? kb + B : N;
#pragma omp target data map(tofrom: a[0:N * N])
		panel(a, N, kb, be);
		host_panel(ref, N, kb, be);
		for (int i = be; i < N; i++) /* the trailing rows, on the host for both */
			for (int j = be; j < N; j++) {
				T s = T(0);
				for (int k = kb; k < be; k++)
					s = (s + a[(long)i * N + k] * a[(long)k * N + j]) / T(2);
				a[(long)i * N + j] = a[(long)i * N + j] - s;
				T r = T(0);
				for (int k = kb; k < be; k++)
					r = (r + ref[(long)i * N + k] * ref[(long)k * N + j]) / T(2);
				ref[(long)i * N + j] = ref[(long)i * N + j] - r;
			}
	}
	for (long e = 0; e < N * N; e++)
		if (!(a[e] == ref[e]) && bad++ < 5)
			std::printf("element %ld is %g, not %g\n", e, (double)a[e], (double)ref[e]);
	return bad == 0;
}

int
main()
{
	bool ok = run<long>(1) & run<double>(8);

	std::printf("%s\n", ok ? "PASS" : "FAIL");
	return !ok;
}
