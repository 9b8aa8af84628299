// Device code calling instantiations of function templates: the .cu file
// holds each template as written, marked __device__ past its template
// parameter list (an explicit specialization past its `template <>`, its
// primary template before it), once however many instantiations device
// code calls; nvcc instantiates them.  A template device code never
// calls is not copied.
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// RUN: %omp2cuda -c %s -o %t.o

// CHECK-LABEL: declarations from
// CHECK: template <typename T> __device__ T lowest();
// CHECK: template <> __device__ float lowest<float>() { return -1.0f; }
template <typename T> T lowest();
template <> float lowest<float>() { return -1.0f; }
template <> double lowest<double>() { return -2.0; }

// CHECK: template <typename T>
// CHECK-NEXT: __device__ T twice(T x) { return x + x; }
template <typename T>
T twice(T x) { return x + x; }

// CHECK: namespace ops { template <int K, typename T>
// CHECK-NEXT: __device__ static inline T scaled(T x) { return twice(x) * K; }
// CHECK-NOT: scaled(
namespace ops {
template <int K, typename T>
static inline T scaled(T x) { return twice(x) * K; }
}

// CHECK-NOT: unused
template <typename T>
T unused(T x) { return x; }

// CHECK-LABEL: __global__ void
// CHECK: ops::scaled<3>(a[i]) + ops::scaled<5, double>(b[i]) + lowest<float>()
void run(float *a, double *b, int n)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:n]) map(to: b[0:n])
	for (int i = 0; i < n; i++)
		a[i] = ops::scaled<3>(a[i]) + ops::scaled<5, double>(b[i]) + lowest<float>();
	(void)unused(1);
}
