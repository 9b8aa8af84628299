// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// A 1-D loop becomes one grid-stride kernel whose parameters are the
// captured variables, with the pragma as a comment and #line to the body.

void saxpy(int n, float a, const float *x, float *y)
{
// CHECK: /* {{.*}}kernel_1d.c:[[@LINE+3]]: #pragma omp target teams distribute parallel for map(to: x[0:n]) map(tofrom: y[0:n]) */
// CHECK-NEXT: extern "C" __global__ void
// CHECK-NEXT: o2c_kernel_1d_[[@LINE+1]](int n, float *__restrict__ y, float a, const float *__restrict__ x, O2cDone o2c_done)
#pragma omp target teams distribute parallel for map(to: x[0:n]) map(tofrom: y[0:n])
	for (int i = 0; i < n; i++)
		y[i] = a * x[i] + y[i];
}
// CHECK: const unsigned long long o2c_n0 = ((int)(n) > 0 ? (unsigned long long)(int)(n) : 0);
// CHECK: for (unsigned long long o2c_iv = blockIdx.x * (unsigned long long)blockDim.x + threadIdx.x;
// CHECK-NEXT: o2c_iv < o2c_trip; o2c_iv += (unsigned long long)gridDim.x * blockDim.x) {
// CHECK-NEXT: int i = (int)(o2c_iv);
// CHECK-NEXT: #line 12 "{{.*}}kernel_1d.c"
// CHECK-NEXT: {{^}}		y[i] = a * x[i] + y[i];
// A second version without __restrict__, for pointers in one allocation:
// CHECK: /* launched when pointer arguments share an allocation, one of them written through: no __restrict__ */
// CHECK-NEXT: extern "C" __global__ void
// CHECK-NEXT: o2c_kernel_1d_10_alias(int n, float *y, float a, const float *x, O2cDone o2c_done)
