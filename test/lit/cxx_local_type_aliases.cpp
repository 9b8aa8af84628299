// Type aliases that device code declares itself (a using declaration in
// a region of a function template, a typedef in a region and in a
// function a region calls) stay in the copied code, unrenamed and not
// hoisted: the class template the alias names comes into the .cu file.
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// CHECK-LABEL: declarations from
// CHECK: struct alignas(sizeof(T) * V) data_t {
// CHECK: __device__ static int twice(int x)
// CHECK-NEXT: {
// CHECK-NEXT: typedef long long wide;
// CHECK: using vec_t = data_t<T, V>;
// CHECK: typedef unsigned short half_t;
template <typename T, int V>
struct alignas(sizeof(T) * V) data_t {
	T d[V];
};

template <typename T, int V>
void copy_vec(const T *in, T *out, int n)
{
	#pragma omp target teams distribute parallel for map(to: in[:n]) map(from: out[:n])
	for (int i = 0; i < n / V; i++) {
		using vec_t = data_t<T, V>;
		*reinterpret_cast<vec_t *>(out + V * i) = *reinterpret_cast<const vec_t *>(in + V * i);
	}
}

static int twice(int x)
{
	typedef long long wide;
	wide w = x;
	return (int)(w * 2);
}

void f(const float *in, float *out, int *tw, int n)
{
	copy_vec<float, 4>(in, out, n);
	#pragma omp target teams distribute parallel for map(from: tw[:n])
	for (int i = 0; i < n; i++) {
		typedef unsigned short half_t;
		tw[i] = twice((half_t)i);
	}
}
