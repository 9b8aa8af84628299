// Alias templates that device code names (`template <int n> using row =
// int[2 * n + 1]`, of a value or a type parameter) come into the .cu file
// in source order before the function template that names them, with
// the constexpr function an alias's pattern calls, compiled for the
// device.
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// CHECK-LABEL: declarations from
// CHECK: __device__ constexpr int round8(int k)
// CHECK: template <int n>
// CHECK-NEXT: using Row = int[2 * n + 1];
// CHECK: template <int n>
// CHECK-NEXT: using Bytes = char[round8(n)];
// CHECK: template <typename T>
// CHECK-NEXT: using Ptr = T *;
// CHECK: template <int n>
// CHECK-NEXT: __device__ void fill(Row<n> &a, Bytes<n> &b, Ptr<int> out, int k)
// CHECK: __global__
constexpr int round8(int k) { return (k + 7) / 8 * 8; }
template <int n>
using Row = int[2 * n + 1];
template <int n>
using Bytes = char[round8(n)];
template <typename T>
using Ptr = T *;
template <typename T>
using Unused = T[3];

#pragma omp declare target
template <int n>
void fill(Row<n> &a, Bytes<n> &b, Ptr<int> out, int k)
{
	for (int i = 0; i < 2 * n + 1; i++)
		a[i] = i * k;
	out[k] = a[2 * n] + (int)sizeof b;
}
#pragma omp end declare target

void f(int *out)
{
	#pragma omp target teams distribute parallel for map(from: out[:64])
	for (int k = 0; k < 64; k++) {
		Row<3> a;
		Bytes<3> b;
		fill<3>(a, b, out, k);
	}
}
