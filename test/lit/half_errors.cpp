// RUN: not %omp2cuda --emit-cuda %s -o /dev/null 2>&1 | FileCheck %s
// RUN: not %omp2cuda -x c --emit-cuda %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=C
// _Float16 (a typedef of it, as HeCBench writes __half) in device code
// is an error before nvcc, which has no such type there (CUDA 13 stops
// with an internal error): a pointer the region captures, and a local
// value or cast in a region whose data is float.

typedef _Float16 half_t;

void f(int n, half_t *h, const float *x, float *y)
{
	// CHECK: half_errors.cpp:[[@LINE+2]]:62: error: variable 'h' of type 'half_t *' in a target region is not supported: nvcc has no _Float16 in device code (CUDA's __half is a class, whose conversions differ)
	// C: half_errors.cpp:[[@LINE+1]]:62: error: variable 'h' of type 'half_t *' in a target region is not supported: nvcc has no _Float16 in device code
#pragma omp target teams distribute parallel for map(tofrom: h[0:n])
	for (int i = 0; i < n; i++)
		h[i] = h[i] * 2;
#pragma omp target teams distribute parallel for map(to: x[0:n]) map(from: y[0:n])
	for (int i = 0; i < n; i++) {
		// CHECK: half_errors.cpp:[[@LINE+2]]:3: error: _Float16 in device code is not supported: nvcc has no such type there (CUDA's __half is a class, whose conversions differ)
		// C: half_errors.cpp:[[@LINE+1]]:3: error: _Float16 in device code is not supported
		half_t r = (half_t)x[i];
		y[i] = r;
	}
}
