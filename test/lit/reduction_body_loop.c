// RUN: %omp2cuda -fno-stage-tables --explain %s | FileCheck %s
// RUN: %omp2cuda -fno-stage-tables --emit-cuda %s -o - | FileCheck %s --check-prefix=CUDA
// A reduction kernel whose body runs a loop of its own keeps the unsigned
// grid-stride index (lowering/schedule.c), so that it gets the 32-bit
// kernel and the one-iteration-a-thread form (lowering/flat.c); a
// reduction over a plain body keeps the signed index nvcc unrolls.  (The
// first kernel stages b, which every iteration reads, as a table where
// -fno-stage-tables does not say otherwise, and keeps 64-bit numbers.)

float
nearest_max(int na, int nb, const float *a, const float *b)
{
	float far = 0.0f;
	// CHECK: [[#@LINE+4]]:1: #pragma omp target teams distribute parallel for reduction(max: far)
	// CHECK: one iteration a thread: o2c_reduction_body_loop_[[#@LINE+3]]_flat: the body loops at [[#@LINE+6]]:3
	// CHECK: loop: a reduction kernel whose body runs a loop of its own: a grid-stride loop over an unsigned index
	// CUDA: o2c_reduction_body_loop_[[#@LINE+1]]_flat(
#pragma omp target teams distribute parallel for reduction(max: far) map(to: a[0:na], b[0:nb])
	for (int i = 0; i < na; i++) {
		float d = 1e30f;
		for (int j = 0; j < nb; j++) {
			float t = a[i] - b[j];
			t = t < 0 ? -t : t;
			d = t < d ? t : d;
		}
		far = d > far ? d : far;
	}
	return far;
}

double
total(int n, const double *a)
{
	double s = 0.0;
	// CHECK: [[#@LINE+3]]:1: #pragma omp target teams distribute parallel for reduction(+: s)
	// CHECK: one iteration a thread: none: no kernel with 32-bit iteration numbers
	// CHECK: loop: a reduction kernel: a grid-stride loop over a signed index
#pragma omp target teams distribute parallel for reduction(+: s) map(to: a[0:n])
	for (int i = 0; i < n; i++)
		s += a[i];
	return s;
}
