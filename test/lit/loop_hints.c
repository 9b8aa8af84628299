// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// Loop hints in device code: a `#pragma unroll` whose argument names a
// macro is written O2C_UNROLL (nvcc does not expand macros in the pragma);
// one that names none stays as written; a loop directive sees through the
// hints to its loop, and a simd construct's wrap leaves the hints' line a
// line of its own.

#define TILE 8

#pragma omp declare target
float
sum(const float *a, int n)
{
	float s = 0;
	// CHECK-LABEL: sum(
	// CHECK: /* #pragma omp simd: one thread runs every iteration */{ float o2c_rd_s = s;
	// CHECK-NEXT: {{^}}O2C_UNROLL((TILE))
	// CHECK-NEXT: for (int i = 0; i < n; i++)
#pragma omp simd reduction(+: s)
#pragma unroll(TILE)
	for (int i = 0; i < n; i++)
		s += a[i];
	return s;
}
#pragma omp end declare target

void
f(float *a, int n)
{
	// CHECK: __global__ void
	// CHECK: #pragma unroll 2
	// CHECK-NEXT: for (int j = 0; j < 4; j++)
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
#pragma unroll 4
	for (int i = 0; i < n; i++) {
#pragma unroll 2
		for (int j = 0; j < 4; j++)
			a[i] += j + sum(a, 0);
	}
}
