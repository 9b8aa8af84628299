// Variable-length arrays that device code declares take the device heap:
// the .cu file's copy of the declaration is an o2c_vla (omp2cuda_vla.h)
// of the elements and a pointer to them named as the array, its bound
// evaluated once; a row of constant length keeps its type; sizeof of
// the array is the object's bytes; a function the region calls does the
// same.  The host fallback keeps the arrays as written.
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s --check-prefix=HOST
// CHECK: #include "omp2cuda_vla.h" /* variable-length arrays */
// CHECK: __device__ static float
// CHECK-NEXT: first(const float *x, int w)
// CHECK-NEXT: {
// CHECK-NEXT: o2c_vla<float> o2c_vla_buf((size_t)(w)); float *buf = o2c_vla_buf.p;
// CHECK: o2c_vla<double> o2c_vla_acc((size_t)(w + 1)); double *acc = o2c_vla_acc.p;
// CHECK-NEXT: o2c_vla<float[3]> o2c_vla_rows((size_t)(n / 2)); float (*rows)[3] = o2c_vla_rows.p;
// CHECK-NEXT: acc[0] = (o2c_vla_acc.bytes) + sizeof acc[0] + sizeof(rows[0]);
// HOST: double acc[w + 1];
// HOST-NEXT: float rows[n / 2][3];
static float
first(const float *x, int w)
{
	float buf[w];
	for (int k = 0; k < w; k++)
		buf[k] = x[k];
	return buf[0];
}

void
f(int n, int w, float *x, double *y)
{
#pragma omp target teams distribute parallel for map(to: x[0:n]) map(from: y[0:n])
	for (int i = 0; i < n; i++) {
		double acc[w + 1];
		float rows[n / 2][3];
		acc[0] = sizeof(acc) + sizeof acc[0] + sizeof(rows[0]);
		rows[0][0] = first(x, w);
		y[i] = acc[0] + rows[0][0];
	}
}
