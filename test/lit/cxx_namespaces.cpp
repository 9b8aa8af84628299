// Types, constants, enums and functions declared in namespaces and used
// by device code are copied into the .cu file alone, each inside the
// namespaces the source writes it in; a region's kernels go inside the
// namespaces of its function; using-directives come along after a
// declaration of their namespace; a qualified namespace variable the
// region captures is its kernel parameter.
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// CHECK-NOT: host_only
// CHECK: namespace geo { typedef float real; }
// CHECK: namespace geo { struct Vec { real x, y; }; }
// CHECK: namespace geo { namespace detail { __device__ inline real sq(real v) { return v * v; } } }
// CHECK: namespace geo { __device__ Vec operator+(Vec a, Vec b)
// CHECK: namespace { __device__ int twice(int v) { return 2 * v; } }
// CHECK: namespace geo { } using namespace ::geo;
// CHECK-LABEL: extern "C" __global__ void
// CHECK-NEXT: o2c_cxx_namespaces_{{[0-9]+}}(
// CHECK: out[i] = (s + v[i]).x + detail::sq(v[i].y) * scale + twice(1);
// CHECK: namespace app { namespace inner {
// CHECK-NEXT: extern "C" __global__ void
// CHECK: a[i] = geo::twice(1.5f) * i + scale;
// CHECK: } }
namespace geo {
float scale = 3;
typedef float real;
struct Vec { real x, y; };
namespace detail {
inline real sq(real v) { return v * v; }
}
Vec operator+(Vec a, Vec b) { Vec r = {a.x + b.x, a.y + b.y}; return r; }
float twice(float v) { return 2.0f * v; }
void host_only(float *p) { *p = 0; }
}
namespace {
int twice(int v) { return 2 * v; }
}
using namespace geo;

void run(const Vec *v, float *out, int n)
{
	Vec s = {1, 2};
#pragma omp target teams distribute parallel for map(to: v[0:n]) map(from: out[0:n])
	for (int i = 0; i < n; i++)
		out[i] = (s + v[i]).x + detail::sq(v[i].y) * scale + twice(1);
}

namespace app { namespace inner {
void fill(float *a, int n)
{
#pragma omp target teams distribute parallel for map(from: a[0:n])
	for (int i = 0; i < n; i++)
		a[i] = geo::twice(1.5f) * i + geo::scale;
}
} }
